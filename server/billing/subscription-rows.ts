import { eq } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Database } from "../platform/db/client.ts";
import { businesses, businessSubscriptions, plans } from "../platform/db/schema.ts";

/**
 * Subscriptions with their business and their plan (a plan may be gone: its columns are then null):
 * the subscription's id and business, plus `fields` from the three tables; the caller adds the where.
 * A transaction passes as `db`.
 */
export function selectSubscriptionRows<Fields extends SelectedFields>(db: Database, fields: Fields) {
  return db
    .select({ id: businessSubscriptions.id, businessUuid: businessSubscriptions.businessUuid, ...fields })
    .from(businessSubscriptions)
    .innerJoin(businesses, eq(businesses.uuid, businessSubscriptions.businessUuid))
    .leftJoin(plans, eq(plans.id, businessSubscriptions.planId));
}
