/** The admin's banner form (/admin/content/banners): fields, limits and Spanish messages. */
import { BANNER_PLACEMENTS } from "#core/content-links.ts";
import { optionalImageField } from "#core/image-rules.ts";
import { linkField } from "#core/link-field.ts";
import { normalizeDateKey } from "#core/time-zone.ts";
import { z } from "#core/zod.ts";

const dateKey = z
  .string()
  .trim()
  .optional()
  .refine((v) => v === undefined || normalizeDateKey(v) !== null, "Elegí una fecha válida");

export const bannerFormSchema = z
  .object({
    title: z
      .string({ error: "Escribí el título" })
      .trim()
      .min(3, "Al menos 3 caracteres")
      .max(80, "Hasta 80 caracteres"),
    subtitle: z.string().trim().max(160, "Hasta 160 caracteres").optional(),
    linkUrl: linkField.optional(),
    placement: z.enum(BANNER_PLACEMENTS, { error: "Elegí dónde se muestra" }),
    startDate: dateKey,
    endDate: dateKey,
    isActive: z.literal("on").optional(),
    image: optionalImageField,
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, {
    path: ["endDate"],
    message: "La fecha de fin no puede ser anterior a la de inicio",
  });
export type BannerFormValues = z.output<typeof bannerFormSchema>;

const id = z.coerce.number({ error: "Elegí un banner" }).int().positive("Elegí un banner").max(2_147_483_647);
export const bannerIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), bannerId: id }),
  z.object({ intent: z.literal("move"), bannerId: id, direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("toggle"), bannerId: id }),
]);
