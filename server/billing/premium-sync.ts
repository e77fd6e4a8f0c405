/**
 * businesses.is_premium / premium_level follow the subscriptions (spec §4 "Premium"): premium is an
 * active subscription whose dates bracket now, the level is its plan's premium_level (the highest
 * when there are several), and nothing else ever writes those two columns. `premiumDisagreements`
 * is the check (the tests run it after every transition); `syncPremium` makes the flags agree, for
 * one business (every transition) or for all (the billing schedule).
 */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";

export interface PremiumDisagreement {
  businessUuid: string;
  name: string;
  isPremium: boolean;
  premiumLevel: number;
  expectedPremium: boolean;
  expectedLevel: number;
}

/** Per business with a subscription in force at `now`: the highest level among them. */
function inForce(now: Date): SQL {
  return sql`
    select s.business_uuid, max(coalesce(p.premium_level, 0))::int as level
    from business_subscriptions s
    left join plans p on p.id = s.plan_id
    where s.is_active and s.start_date <= ${now.toISOString()}::timestamptz and s.end_date >= ${now.toISOString()}::timestamptz
    group by s.business_uuid`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function onlyBusiness(businessUuid: string | undefined): SQL {
  return businessUuid ? sql`and b.uuid = ${businessUuid}::uuid` : sql``;
}

export async function premiumDisagreements(
  db: Database,
  now: Date,
  businessUuid?: string,
): Promise<PremiumDisagreement[]> {
  const result = await db.execute(sql`
    select b.uuid, b.name, b.is_premium, b.premium_level,
      (f.business_uuid is not null) as expected_premium, coalesce(f.level, 0)::int as expected_level
    from businesses b
    left join (${inForce(now)}) f on f.business_uuid = b.uuid
    where (b.is_premium <> (f.business_uuid is not null) or b.premium_level <> coalesce(f.level, 0))
    ${onlyBusiness(businessUuid)}
    order by b.name`);
  return rowsOf<{
    uuid: string;
    name: string;
    is_premium: boolean;
    premium_level: number;
    expected_premium: boolean;
    expected_level: number;
  }>(result).map((r) => ({
    businessUuid: r.uuid,
    name: r.name,
    isPremium: r.is_premium,
    premiumLevel: Number(r.premium_level),
    expectedPremium: r.expected_premium,
    expectedLevel: Number(r.expected_level),
  }));
}

/** Writes the flags where they disagree; answers the businesses changed. */
export async function syncPremium(db: Database, now: Date, businessUuid?: string): Promise<string[]> {
  const result = await db.execute(sql`
    update businesses b
    set is_premium = (f.business_uuid is not null), premium_level = coalesce(f.level, 0), updated_at = now()
    from businesses b2
    left join (${inForce(now)}) f on f.business_uuid = b2.uuid
    where b2.uuid = b.uuid
      and (b.is_premium <> (f.business_uuid is not null) or b.premium_level <> coalesce(f.level, 0))
      ${onlyBusiness(businessUuid)}
    returning b.uuid`);
  return rowsOf<{ uuid: string }>(result).map((r) => r.uuid);
}
