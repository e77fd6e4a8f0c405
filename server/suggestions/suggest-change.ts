/**
 * "Sugerir un cambio": a signed-in visitor (not an owner of the business) says its phone, hours or
 * address is wrong, or that it closed for good, on a public business; a few an hour, and one
 * pending suggestion of each kind per person and business. The owners are told; a listing nobody
 * owns waits in the admins' queue (/admin/sugerencias).
 */
import { and, eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { SuggestionInput } from "#core/suggestion-input.ts";
import { SUGGEST_LIMIT, SUGGESTION_KIND_LABELS, SUGGESTION_MESSAGES } from "#core/suggestions.ts";
import { isPubliclyVisible } from "../businesses/visible-business.ts";
import { createNotifications } from "../notifications/create-notifications.ts";
import { ownersOfBusinesses } from "../owner/business-owners.ts";
import { consumeRateLimit, tooManyAttemptsMessage } from "../platform/auth/rate-limit.ts";
import { ownsBusiness } from "../platform/auth/roles.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, businessSuggestions } from "../platform/db/schema.ts";

export async function suggestChange(
  userId: string,
  businessUuid: string,
  input: SuggestionInput,
  now: Date,
): Promise<{ id: number; hasOwner: boolean }> {
  if (!(await isPubliclyVisible(businessUuid))) throw new AppError("not_found", SUGGESTION_MESSAGES.business);
  const db = await getDb();
  if (await ownsBusiness(db, userId, businessUuid)) throw new AppError("forbidden", SUGGESTION_MESSAGES.ownBusiness);
  const limit = await consumeRateLimit(db, `suggestion:${userId}`, SUGGEST_LIMIT, now.getTime());
  if (!limit.allowed) throw new AppError("rate_limited", tooManyAttemptsMessage(limit.retryAfter ?? 60));
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: businessSuggestions.id })
      .from(businessSuggestions)
      .where(
        and(
          eq(businessSuggestions.businessUuid, businessUuid),
          eq(businessSuggestions.userId, userId),
          eq(businessSuggestions.kind, input.kind),
          eq(businessSuggestions.status, "pending"),
        ),
      )
      .limit(1);
    if (pending) throw new AppError("conflict", SUGGESTION_MESSAGES.already);
    const [row] = await tx
      .insert(businessSuggestions)
      .values({ businessUuid, userId, ...input, createdAt: now })
      .returning({ id: businessSuggestions.id });
    if (!row) throw new Error("suggestChange: la base no devolvió la sugerencia");
    const owners = (await ownersOfBusinesses(tx, [businessUuid])).get(businessUuid) ?? [];
    const [business] = await tx
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.uuid, businessUuid));
    await createNotifications(
      tx,
      owners.map((ownerId) => ({
        userId: ownerId,
        type: "new_suggestion" as const,
        title: `Sugerencia para ${business?.name ?? "tu comercio"}: ${SUGGESTION_KIND_LABELS[input.kind].toLowerCase()}`,
        message: input.proposedValue ? `Propone: ${input.proposedValue}` : (input.note ?? "Revisala en Mi comercio."),
        link: `/mi-comercio/${businessUuid}/sugerencias`,
        key: `suggestion.created:${row.id}:${ownerId}`,
      })),
    );
    return { id: row.id, hasOwner: owners.length > 0 };
  });
}
