/** The app's periodic tasks (server/schedule/periodic-tasks.ts); a feature adds its task here. */
import { pruneAccountTables } from "../auth/maintenance.ts";
import { runBillingSchedule } from "../billing/billing-schedule.ts";
import { keepDemoCurrentTask } from "../demo/keep-demo-current.ts";
import { holidayReminderTask } from "../listing/holiday-reminders.ts";
import { dutyAlertTask } from "../pharmacy-duties/duty-alerts.ts";
import { notifyPromotionsEnding } from "../promotions/promotion-ending-task.ts";
import type { PeriodicTask } from "./periodic-tasks.ts";

export const PERIODIC_TASKS: readonly PeriodicTask[] = [
  { name: "limpieza de cuentas", everyMs: 3600_000, run: pruneAccountTables },
  { name: "promociones por terminar", everyMs: 3600_000, run: notifyPromotionsEnding },
  { name: "planes: vencimientos y avisos", everyMs: 5 * 60_000, run: runBillingSchedule },
  holidayReminderTask,
  dutyAlertTask,
  keepDemoCurrentTask,
];
