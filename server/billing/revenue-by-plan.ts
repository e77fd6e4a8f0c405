/**
 * Revenue per plan over the last months, counted like `revenueByMonth` (revenue-by-month.ts):
 * every paid period (paid at least once, not revoked) counts its amount in the month it starts.
 */
import { sql } from "drizzle-orm";
import { lastMonthKeys } from "#core/report-range.ts";
import { getDb } from "../platform/db/client.ts";

export interface PlanRevenue {
  planId: number | null;
  planName: string;
  amountArs: number;
  payments: number;
}

export async function revenueByPlan(months = 12, now = new Date()): Promise<PlanRevenue[]> {
  const db = await getDb();
  const first = lastMonthKeys(now, months)[0] as string;
  const result = await db.execute(sql`
    select p.id as plan_id, coalesce(p.name, 'Sin plan') as plan_name,
      sum(s.amount_ars)::bigint as amount, count(*)::int as payments
    from business_subscriptions s
    left join plans p on p.id = s.plan_id
    cross join lateral generate_series(
      s.start_date,
      greatest(s.start_date, s.end_date - interval '1 day'),
      case when p.period = 'yearly' then interval '1 year' else interval '1 month' end
    ) as g
    where s.activated_at is not null and s.revocation_code is null and g <= ${now.toISOString()}::timestamptz
      and to_char(g at time zone 'America/Argentina/Buenos_Aires', 'YYYY-MM') >= ${first}
    group by p.id, p.name
    order by amount desc, plan_name asc`);
  return (
    result as unknown as {
      rows: { plan_id: number | null; plan_name: string; amount: string | number; payments: number }[];
    }
  ).rows.map((r) => ({
    planId: r.plan_id === null ? null : Number(r.plan_id),
    planName: r.plan_name,
    amountArs: Number(r.amount),
    payments: Number(r.payments),
  }));
}
