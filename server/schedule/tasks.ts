/** The app's periodic tasks (server/schedule/periodic-tasks.ts); a feature adds its task here. */
import { pruneAccountTables } from "../auth/maintenance.ts";
import { holidayReminderTask } from "../listing/holiday-reminders.ts";
import type { PeriodicTask } from "./periodic-tasks.ts";

export const PERIODIC_TASKS: readonly PeriodicTask[] = [
  { name: "limpieza de cuentas", everyMs: 3600_000, run: pruneAccountTables },
  holidayReminderTask,
];
