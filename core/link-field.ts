/** A form field for a link of a banner or a quick-access button (see content-links.ts). */
import { isSafeLink, LINK_MESSAGE } from "#core/content-links.ts";
import { z } from "#core/zod.ts";

export const linkField = z
  .string({ error: "Escribí a dónde lleva" })
  .trim()
  .min(1, "Escribí a dónde lleva")
  .max(500, "Hasta 500 caracteres")
  .refine(isSafeLink, LINK_MESSAGE);
