/**
 * What the favourite heart sends (POST /api/favorites), checked on the server, which never trusts
 * the browser. A business is named by its UUID only: slugs change, UUIDs never do.
 */
import { z } from "#core/zod.ts";
import { FAVORITE_MESSAGES } from "./favorites.ts";

/** A business UUID as it arrives from a form: any RFC 4122 UUID, surrounding spaces ignored. */
export const businessUuidSchema = z
  .string({ error: FAVORITE_MESSAGES.business })
  .trim()
  .pipe(z.uuid({ error: FAVORITE_MESSAGES.business }))
  .transform((uuid) => uuid.toLowerCase());

export const favoriteInputSchema = z.object({
  businessUuid: businessUuidSchema,
  intent: z.enum(["add", "remove"], { error: FAVORITE_MESSAGES.intent }),
});

export type FavoriteInput = z.infer<typeof favoriteInputSchema>;
