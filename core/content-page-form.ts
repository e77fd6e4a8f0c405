/** The admin's content page form (/admin/content/pages): title, address, Markdown, published. */
import { isReservedSlug, SLUG_PATTERN } from "#core/slug.ts";
import { z } from "#core/zod.ts";

/**
 * The legal pages every install has from its first start (server/content/legal-pages.ts), at their
 * own addresses: every page's footer and the sign-up form link to them.
 */
export const LEGAL_PAGE_SLUGS = ["terminos-y-condiciones", "privacidad"] as const;
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];

export function isLegalPageSlug(slug: string): slug is LegalPageSlug {
  return (LEGAL_PAGE_SLUGS as readonly string[]).includes(slug);
}

/** The public address of a content page; terms and privacy keep their historical ones. */
export function contentPagePath(slug: string): string {
  if (isLegalPageSlug(slug)) return `/${slug}`;
  return `/paginas/${slug}`;
}

export const CONTENT_BODY_MAX = 100_000;

export const markdownBodyField = z
  .string({ error: "Escribí el texto" })
  .min(1, "Escribí el texto")
  .max(CONTENT_BODY_MAX, "Hasta 100.000 caracteres")
  .refine((v) => v.trim().length > 0, "Escribí el texto");

export const slugField = z
  .string()
  .trim()
  .toLowerCase()
  .max(80, "Hasta 80 caracteres")
  .regex(SLUG_PATTERN, "Sólo minúsculas, números y guiones (por ejemplo como-funciona)")
  // Reserved for businesses; the legal pages are content pages at those very addresses.
  .refine((v) => !isReservedSlug(v) || isLegalPageSlug(v), "Esa dirección la usa Vilma: elegí otra")
  .optional();

export const contentPageFormSchema = z.object({
  title: z
    .string({ error: "Escribí el título" })
    .trim()
    .min(3, "Al menos 3 caracteres")
    .max(120, "Hasta 120 caracteres"),
  /** Empty on a new page: made from the title. Fixed once the page exists. */
  slug: slugField,
  body: markdownBodyField,
  isPublished: z.literal("on").optional(),
});
export type ContentPageFormValues = z.output<typeof contentPageFormSchema>;
