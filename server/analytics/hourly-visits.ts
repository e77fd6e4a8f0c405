/**
 * "Once per visitor per hour" counting (promotion events, business leads): a visits table whose
 * primary key holds the visitor (server/platform/http/visitor-id.ts), the thing counted, its kind and the
 * hour; `insert … on conflict do nothing returning` in the same statement as the counter's update
 * decides whether this one counts, so repeats, concurrent duplicates and other instances add nothing.
 */
import { logger } from "../platform/logger.ts";

export const HOUR_MS = 3_600_000;
/** Visits older than this can't collide with a new one (the key has the hour): pruned. */
const KEEP_VISITS_MS = 3 * HOUR_MS;
const PRUNE_EVERY_MS = 10 * 60_000;

/** The start of the UTC hour of `now`, as the ISO text the visits tables key on. */
export function hourBucket(now: Date): string {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS).toISOString();
}

/**
 * A pruner for one visits table: at most every 10 minutes per instance, off the request's path, it
 * calls `prune(before)` to delete the visits older than a few hours.
 */
export function visitPruner(what: string, prune: (before: Date) => Promise<unknown>): (now: Date) => void {
  let lastPrune = 0;
  return (now) => {
    if (now.getTime() - lastPrune < PRUNE_EVERY_MS && now.getTime() >= lastPrune) return;
    lastPrune = now.getTime();
    void prune(new Date(now.getTime() - KEEP_VISITS_MS)).catch((error: unknown) =>
      logger.warn({ err: error }, `no se pudieron borrar las visitas viejas de ${what}`),
    );
  };
}
