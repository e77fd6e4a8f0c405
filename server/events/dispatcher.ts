/**
 * The outbox's read side: takes pending domain events one at a time and runs their handler.
 *
 * Safe with several app instances on one PostgreSQL: each event is claimed with
 * `SELECT … FOR UPDATE SKIP LOCKED` inside a transaction, so two dispatchers never take the same
 * event, and the handler's writes and the "processed" mark commit together (a crash in between
 * leaves the event pending, and its writes undone). On PGlite, transactions simply take turns.
 *
 * A handler that throws is rolled back to a savepoint; the event keeps its place with one more
 * attempt and the error, and after MAX_EVENT_ATTEMPTS it is marked failed. Other events go on.
 */
import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import { type Database, getDb } from "../db/client.ts";
import { domainEvents } from "../db/schema.ts";
import { logger } from "../logger.ts";
import { getEventHandler } from "./handlers.ts";
import { type DomainEvent, PermanentEventError } from "./types.ts";

export const MAX_EVENT_ATTEMPTS = 5;
export const DISPATCH_INTERVAL_MS = 2_000;
/** Events handled per run at most, so one run never holds on for long. */
export const DISPATCH_BATCH = 100;
const ERROR_MAX_LENGTH = 1_000;

export interface DispatchResult {
  processed: number;
  /** Failed this time and will be tried again. */
  retrying: number;
  /** Failed for good (attempts used up, or a permanent error). */
  failed: number;
}

type Outcome = "processed" | "retrying" | "failed";

/** Handles up to `limit` pending events, each in its own transaction. */
export async function dispatchPendingEvents(db: Database, options: { limit?: number } = {}): Promise<DispatchResult> {
  const limit = Math.max(1, Math.floor(options.limit ?? DISPATCH_BATCH));
  const result: DispatchResult = { processed: 0, retrying: 0, failed: 0 };
  // A cheap look first: most polls find nothing, and then no transaction is opened.
  const [any] = await db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(eq(domainEvents.status, "pending"))
    .limit(1);
  if (!any) return result;

  // Events this run already tried: one that failed waits for the next run instead of being
  // retried in a tight loop here.
  const tried: number[] = [];
  while (tried.length < limit) {
    const handled = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.status, "pending"), tried.length ? notInArray(domainEvents.id, tried) : undefined))
        // Fresh events before ones that already failed, so a failing event never holds others up.
        .orderBy(asc(domainEvents.attempts), asc(domainEvents.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return null;
      const event: DomainEvent = {
        id: row.id,
        type: row.type,
        aggregateType: row.aggregateType,
        aggregateId: row.aggregateId,
        payload: row.payload,
        attempts: row.attempts,
        createdAt: row.createdAt,
      };
      return { id: row.id, outcome: await handleClaimed(tx as unknown as Database, event) };
    });
    if (!handled) break;
    tried.push(handled.id);
    result[handled.outcome]++;
  }
  return result;
}

async function handleClaimed(tx: Database, event: DomainEvent): Promise<Outcome> {
  const handler = getEventHandler(event.type);
  try {
    if (!handler) throw new Error(`No hay manejador para el evento "${event.type}"`);
    // A savepoint: if the handler fails, only its own writes are undone and the failure is recorded.
    await tx.transaction(async (savepoint) => handler(savepoint as unknown as Database, event));
  } catch (error) {
    const attempts = event.attempts + 1;
    const permanent = error instanceof PermanentEventError;
    const outcome: Outcome = permanent || attempts >= MAX_EVENT_ATTEMPTS ? "failed" : "retrying";
    const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(
      0,
      ERROR_MAX_LENGTH,
    );
    await tx
      .update(domainEvents)
      .set({ attempts, lastError: message, status: outcome === "failed" ? "failed" : "pending" })
      .where(eq(domainEvents.id, event.id));
    logger.warn({ eventId: event.id, type: event.type, attempts, error: message }, "evento de dominio falló");
    return outcome;
  }
  await tx
    .update(domainEvents)
    .set({ status: "processed", processedAt: sql`now()` })
    .where(eq(domainEvents.id, event.id));
  return "processed";
}

// ---------------------------------------------------------------------------
// The loop. Its state lives on globalThis: the server entry and the app bundle each load their own
// copy of this module, and a kick from a route should join the loop's run, not race it.

interface DispatcherState {
  running: Promise<void> | null;
  again: boolean;
  timer: NodeJS.Timeout | undefined;
  started: boolean;
}

const stateKey = Symbol.for("vilma.eventDispatcher");

function state(): DispatcherState {
  const g = globalThis as typeof globalThis & { [stateKey]?: DispatcherState };
  g[stateKey] ??= { running: null, again: false, timer: undefined, started: false };
  return g[stateKey];
}

/** One run at a time per process; a kick during a run asks for one more run right after it. */
function runSerially(): Promise<void> {
  const s = state();
  if (s.running) {
    s.again = true;
    return s.running;
  }
  s.running = (async () => {
    try {
      do {
        s.again = false;
        await dispatchPendingEvents(await getDb());
      } while (s.again);
    } finally {
      s.running = null;
    }
  })();
  return s.running;
}

/** Handle pending events now (after publishing one). Fire and forget: errors are only logged. */
export function kickEventDispatcher(): void {
  runSerially().catch((error) => logger.error({ err: error }, "no se pudieron procesar los eventos de dominio"));
}

/**
 * Polls every DISPATCH_INTERVAL_MS (2 s). The timer is unref'd, so it never keeps the process alive.
 * Calling it again while it runs changes nothing. Returns a function that stops it and resolves
 * once the job in hand (if any) has finished: the server's graceful shutdown waits for it before
 * closing the database, so an event is never cut between its handler and its "processed" mark.
 */
export function startEventDispatcher(options: { intervalMs?: number } = {}): () => Promise<void> {
  const s = state();
  const stop = async () => {
    s.started = false;
    clearTimeout(s.timer);
    s.timer = undefined;
    // A kick from a request that finished during the drain may have started one more run.
    while (s.running) await s.running.catch(() => undefined);
  };
  if (s.started) return stop;
  s.started = true;
  const interval = options.intervalMs ?? DISPATCH_INTERVAL_MS;
  const schedule = () => {
    if (!s.started) return;
    s.timer = setTimeout(() => {
      runSerially()
        .catch((error) => logger.error({ err: error }, "no se pudieron procesar los eventos de dominio"))
        .finally(schedule);
    }, interval).unref();
  };
  schedule();
  return stop;
}
