import { sql } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";

export interface RevenueMonth {
  /** "2026-11" (Buenos Aires). */
  month: string;
  amountArs: number;
  payments: number;
}

/**
 * What came in each month: every paid period (a subscription paid at least once and not revoked)
 * counts its amount in the month its period starts; a Mercado Pago subscription renewed three
 * times counts three periods.
 */
export async function revenueByMonth(months = 12, now = new Date()): Promise<RevenueMonth[]> {
  const db = await getDb();
  const result = await db.execute(sql`
    select to_char(g at time zone 'America/Argentina/Buenos_Aires', 'YYYY-MM') as month,
      sum(s.amount_ars)::bigint as amount, count(*)::int as payments
    from business_subscriptions s
    left join plans p on p.id = s.plan_id
    cross join lateral generate_series(
      s.start_date,
      greatest(s.start_date, s.end_date - interval '1 day'),
      case when p.period = 'yearly' then interval '1 year' else interval '1 month' end
    ) as g
    where s.activated_at is not null and s.revocation_code is null and g <= ${now.toISOString()}::timestamptz
    group by 1
    order by 1 desc
    limit ${months}`);
  return (result as unknown as { rows: { month: string; amount: string | number; payments: number }[] }).rows.map(
    (r) => ({
      month: r.month,
      amountArs: Number(r.amount),
      payments: Number(r.payments),
    }),
  );
}
