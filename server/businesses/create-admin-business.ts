/**
 * The admin creates a business in one transaction with its audit row: any status (pending by
 * default), the slug made from the name when none was typed ("-2", "-3"… when taken).
 */
import type { NewBusinessInput } from "#core/admin-business-form.ts";
import { ok, type Result } from "#core/errors.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses } from "../platform/db/schema.ts";
import { kickEventDispatcher, publishEvent } from "../platform/events/publish.ts";
import { EVENT_TYPES } from "../platform/events/types.ts";
import { checkChoices, refuseField, type SavedBusiness, slugTaken } from "./business-form-checks.ts";
import { baseSlug, freeSlug } from "./business-slug.ts";

export async function createAdminBusiness(actor: AuditActor, input: NewBusinessInput): Promise<Result<SavedBusiness>> {
  const db = await getDb();
  const { status, reason, slug: typed, ...fields } = input;
  const result = await db.transaction(async (tx): Promise<Result<SavedBusiness>> => {
    const refused = await checkChoices(tx, input);
    if (refused) return refused;
    let slug: string;
    if (typed) {
      if (await slugTaken(tx, typed)) return refuseField("slug");
      slug = typed;
    } else {
      slug = await freeSlug(tx, baseSlug(input.name, input.city));
    }
    const [row] = await tx
      .insert(businesses)
      .values({ ...fields, slug, status, reviewNote: reason })
      .returning({ uuid: businesses.uuid });
    if (!row) throw new Error("el comercio no se guardó");
    await recordAudit(tx, {
      actor,
      action: "business.create",
      entity: { type: "business", id: row.uuid },
      before: null,
      after: { ...fields, slug, status },
      reason,
    });
    if (status === "active") {
      await publishEvent(tx, {
        type: EVENT_TYPES.businessActivated,
        aggregateType: "business",
        aggregateId: row.uuid,
        payload: { businessUuid: row.uuid },
      });
    }
    return ok({ uuid: row.uuid, slug, changed: [] });
  });
  if (result.ok && status === "active") {
    await clearPublicCaches();
    kickEventDispatcher();
  }
  return result;
}
