/**
 * What the favourite heart sends (POST /api/favorites), shared by the button and the server, which
 * never trusts the browser. A business is named by its UUID only: slugs change, UUIDs never do.
 */
import { z } from "zod";

export const FAVORITE_MESSAGES = {
  business: "No encontramos ese comercio.",
  intent: "No entendimos qué querías hacer con este favorito.",
  saveFailed: "No pudimos guardar tu favorito. Probá de nuevo.",
} as const;

export const FAVORITE_LABELS = { add: "Agregar a favoritos", remove: "Quitar de favoritos" } as const;

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
