/**
 * Work that happens because time passed, not because someone asked: pruning finished sessions,
 * reminding owners of a holiday a week ahead, ending subscriptions whose time is up, warning about
 * promotions about to end. Each task says how often it wants to run; one timer per instance runs
 * the ones that are due.
 *
 * With several instances every instance runs every task: tasks must be idempotent (a reminder is
 * a notification with a deterministic id inserted ON CONFLICT DO NOTHING; an expiry is an UPDATE
 * whose WHERE no longer matches once done). Tests call a task's `run(now)` with the time they want.
 */
import { logger } from "../logger.ts";

export interface PeriodicTask {
  /** Short and stable: it names the task in logs. */
  name: string;
  everyMs: number;
  /** Does what is due at `now`; answers how many things it did (for the log). */
  run(now: Date): Promise<number>;
}

export const TICK_MS = 60_000;

/** Runs each task once, one after the other; a failing task is logged and the others go on. */
export async function runTasks(tasks: readonly PeriodicTask[], now = new Date()): Promise<void> {
  for (const task of tasks) {
    try {
      const done = await task.run(now);
      if (done > 0) logger.info({ task: task.name, done }, "tarea periódica");
    } catch (error) {
      logger.warn({ err: error, task: task.name }, "una tarea periódica falló");
    }
  }
}

/**
 * Starts the timer; the first run of each task comes one tick after start (never in the way of
 * opening the server). Answers a stop function that waits for a run in progress.
 */
export function startPeriodicTasks(tasks: readonly PeriodicTask[], tickMs = TICK_MS): () => Promise<void> {
  const lastRun = new Map<string, number>();
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    const now = Date.now();
    const due = tasks.filter((task) => now - (lastRun.get(task.name) ?? -Infinity) >= task.everyMs);
    for (const task of due) lastRun.set(task.name, now);
    if (due.length === 0) return;
    running = runTasks(due, new Date(now)).finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(tick, tickMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
