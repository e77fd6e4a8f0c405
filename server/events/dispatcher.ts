/**
 * The outbox's read side: takes due pending domain events one at a time and runs their handler.
 * At least once, with retries and back-off (decision 0013):
 *
 * 1. Claim: in a short transaction, `SELECT … FOR UPDATE SKIP LOCKED` one pending event that is due
 *    (`next_attempt_at` empty or past), count the try (`attempts + 1`) and push `next_attempt_at` to
 *    the back-off of that try. This commits before the handler runs, so the try is counted even if
 *    the process dies in the handler, and nobody else takes the event until its back-off ends.
 * 2. Run: in a second transaction, lock the event again (still ours: pending, same attempts), run
 *    the handler in a savepoint, and mark it processed in the same commit as the handler's writes.
 *    A handler that throws is rolled back to the savepoint and its error recorded; after
 *    MAX_EVENT_ATTEMPTS tries (or a PermanentEventError) the event is "failed" and waits for a
 *    person (/admin/event-bus, "Reintentar").
 *
 * A crash anywhere leaves the event pending with its try counted: the next start (or another
 * instance) takes it again once its back-off has passed. Handlers are idempotent, so running one
 * twice writes once. On PGlite, transactions simply take turns.
 */
import { and, asc, eq, isNull, lte, notInArray, or } from "drizzle-orm";
import { eventRetryDelayMs, MAX_EVENT_ATTEMPTS } from "#core/event-bus.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { domainEvents } from "../platform/db/schema.ts";
import { onEventKick } from "../platform/events/publish.ts";
import { type DomainEvent, PermanentEventError } from "../platform/events/types.ts";
import { logger } from "../platform/logger.ts";
import { getEventHandler } from "./handlers.ts";

export { MAX_EVENT_ATTEMPTS };
export const DISPATCH_INTERVAL_MS = 2_000;
/** Events handled per run at most, so one run never holds on for long. */
export const DISPATCH_BATCH = 100;
const ERROR_MAX_LENGTH = 1_000;

export interface DispatchResult {
  processed: number;
  /** Failed this time and will be tried again after its back-off. */
  retrying: number;
  /** Failed for good (attempts used up, or a permanent error). */
  failed: number;
}

type Outcome = "processed" | "retrying" | "failed";

/** Pending and due at `now`: never tried, or its back-off has passed. */
const dueAt = (now: Date) =>
  and(eq(domainEvents.status, "pending"), or(isNull(domainEvents.nextAttemptAt), lte(domainEvents.nextAttemptAt, now)));

/**
 * Handles up to `limit` due pending events, each claimed and run in its own transactions. `now` is
 * the clock (tests move it forward to step through the back-off).
 */
export async function dispatchPendingEvents(
  db: Database,
  options: { limit?: number; now?: Date } = {},
): Promise<DispatchResult> {
  const limit = Math.max(1, Math.floor(options.limit ?? DISPATCH_BATCH));
  const now = options.now ?? new Date();
  const result: DispatchResult = { processed: 0, retrying: 0, failed: 0 };
  // A cheap look first: most polls find nothing, and then no transaction is opened.
  const [any] = await db.select({ id: domainEvents.id }).from(domainEvents).where(dueAt(now)).limit(1);
  if (!any) return result;

  // Events this run already tried: one that failed waits for its back-off, never a tight loop here.
  const tried: number[] = [];
  while (tried.length < limit) {
    const claimed = await claimNext(db, now, tried);
    if (!claimed) break;
    tried.push(claimed.id);
    const outcome = await runClaimed(db, claimed, now);
    if (outcome) result[outcome]++;
  }
  return result;
}

/** Step 1: takes one due event, counts the try and sets its back-off, and commits. */
async function claimNext(db: Database, now: Date, tried: number[]): Promise<DomainEvent | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(domainEvents)
      .where(and(dueAt(now), tried.length ? notInArray(domainEvents.id, tried) : undefined))
      // Fresh events before ones that already failed, so a failing event never holds others up.
      .orderBy(asc(domainEvents.attempts), asc(domainEvents.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!row) return null;
    const attempts = row.attempts + 1;
    await tx
      .update(domainEvents)
      .set({ attempts, nextAttemptAt: new Date(now.getTime() + eventRetryDelayMs(attempts)) })
      .where(eq(domainEvents.id, row.id));
    return {
      id: row.id,
      type: row.type,
      aggregateType: row.aggregateType,
      aggregateId: row.aggregateId,
      payload: row.payload,
      attempts: row.attempts,
      createdAt: row.createdAt,
    };
  });
}

/** Step 2: runs the handler and records what came of it, in one transaction. */
async function runClaimed(db: Database, event: DomainEvent, now: Date): Promise<Outcome | null> {
  const attempts = event.attempts + 1;
  return db.transaction(async (tx) => {
    // Still ours? (Not retried by a person or taken by another instance since the claim.)
    const [row] = await tx
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(
        and(eq(domainEvents.id, event.id), eq(domainEvents.status, "pending"), eq(domainEvents.attempts, attempts)),
      )
      .for("update");
    if (!row) return null;
    return handleClaimed(tx as unknown as Database, event, attempts, now);
  });
}

async function handleClaimed(tx: Database, event: DomainEvent, attempts: number, now: Date): Promise<Outcome> {
  const handler = getEventHandler(event.type);
  try {
    if (!handler) throw new Error(`No hay manejador para el evento "${event.type}"`);
    // A savepoint: if the handler fails, only its own writes are undone and the failure is recorded.
    await tx.transaction(async (savepoint) => handler(savepoint as unknown as Database, event));
  } catch (error) {
    const permanent = error instanceof PermanentEventError;
    const outcome: Outcome = permanent || attempts >= MAX_EVENT_ATTEMPTS ? "failed" : "retrying";
    const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(
      0,
      ERROR_MAX_LENGTH,
    );
    await tx
      .update(domainEvents)
      .set({
        lastError: message,
        status: outcome === "failed" ? "failed" : "pending",
        // A failed event waits for a person, not for a clock.
        ...(outcome === "failed" ? { nextAttemptAt: null } : {}),
      })
      .where(eq(domainEvents.id, event.id));
    logger.warn({ eventId: event.id, type: event.type, attempts, error: message }, "evento de dominio falló");
    return outcome;
  }
  await tx
    .update(domainEvents)
    .set({ status: "processed", processedAt: now, nextAttemptAt: null })
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

/** A kick (kickEventDispatcher, after a commit) runs now. Fire and forget: errors are only logged. */
onEventKick(() => {
  runSerially().catch((error) => logger.error({ err: error }, "no se pudieron procesar los eventos de dominio"));
});

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
