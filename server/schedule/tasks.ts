/** The app's periodic tasks (server/platform/schedule/periodic-tasks.ts); a feature adds its task here. */

import { runBillingSchedule } from "../billing/billing-schedule.ts";
import { keepDemoCurrentTask } from "../demo/keep-demo-current.ts";
import { holidayReminderTask } from "../listing/holiday-reminders.ts";
import { dutyAlertTask } from "../pharmacy-duties/duty-alerts.ts";
import { pruneAccountTables } from "../platform/auth/maintenance.ts";
import type { PeriodicTask } from "../platform/schedule/periodic-tasks.ts";
import { notifyPromotionsEnding } from "../promotions/promotion-ending-task.ts";

export const PERIODIC_TASKS: readonly PeriodicTask[] = [
  { name: "limpieza de cuentas", everyMs: 3600_000, run: pruneAccountTables },
  { name: "promociones por terminar", everyMs: 3600_000, run: notifyPromotionsEnding },
  { name: "planes: vencimientos y avisos", everyMs: 5 * 60_000, run: runBillingSchedule },
  holidayReminderTask,
  dutyAlertTask,
  keepDemoCurrentTask,
];
