/**
 * The admin's brand forms (/admin/brands): a brand (name, address, description, logo, website) and
 * linking or unlinking a branch (a business of the brand).
 */
import { webUrl } from "./bank-promotion-form.ts";
import { optionalImageField } from "./image-rules.ts";
import { isUuid } from "./uuid.ts";
import { z } from "./zod.ts";

export const BRAND_MESSAGES = {
  name: "Escribí el nombre (de 2 a 80 caracteres).",
  slug: "Sólo minúsculas sin acentos, números y guiones (por ejemplo farmacias-del-centro).",
  description: "Hasta 500 caracteres.",
  business: "Elegí un comercio de la lista.",
} as const;

const flag = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

export const brandFormSchema = z.object({
  name: z.string({ error: BRAND_MESSAGES.name }).trim().min(2, BRAND_MESSAGES.name).max(80, BRAND_MESSAGES.name),
  slug: z
    .string({ error: BRAND_MESSAGES.slug })
    .trim()
    .max(80, BRAND_MESSAGES.slug)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, BRAND_MESSAGES.slug),
  description: z.string().trim().max(500, BRAND_MESSAGES.description).optional(),
  websiteUrl: webUrl.optional(),
  logo: optionalImageField,
  removeLogo: flag,
});

export type BrandFormValues = z.output<typeof brandFormSchema>;

export const branchSchema = z.object({
  intent: z.enum(["add-branch", "remove-branch"], { error: BRAND_MESSAGES.business }),
  businessUuid: z.string({ error: BRAND_MESSAGES.business }).refine(isUuid, BRAND_MESSAGES.business),
});
