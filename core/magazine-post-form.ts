/** The magazine editor's form (/admin/magazine/new, /admin/magazine/posts/{id}/edit). */
import { markdownBodyField, slugField } from "#core/content-page-form.ts";
import { optionalImageField } from "#core/image-rules.ts";
import { buenosAiresDateKey, inBuenosAires, toInstant } from "#core/time-zone.ts";
import { z } from "#core/zod.ts";

export const POST_STATUS_LABELS = { draft: "Borrador", published: "Publicado" } as const;

/** "yyyy-MM-ddTHH:mm" as a datetime-local input sends it, read as Buenos Aires time. */
const publishAt = z
  .string()
  .trim()
  .optional()
  .refine((v) => v === undefined || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) && toInstant(v) !== null), {
    message: "Elegí una fecha y hora válidas",
  });

export const magazinePostFormSchema = z.object({
  title: z
    .string({ error: "Escribí el título" })
    .trim()
    .min(5, "Al menos 5 caracteres")
    .max(140, "Hasta 140 caracteres"),
  /** Empty: made from the title (and made unique). */
  slug: slugField,
  excerpt: z.string().trim().max(300, "Hasta 300 caracteres").optional(),
  body: markdownBodyField,
  category: z.string().trim().max(40, "Hasta 40 caracteres").optional(),
  tags: z
    .string()
    .max(400, "Hasta 400 caracteres")
    .optional()
    .transform((text) =>
      [
        ...new Set(
          (text ?? "")
            .split(",")
            .map((t) => t.trim().toLowerCase())
            .filter(Boolean),
        ),
      ].slice(0, 12),
    )
    .refine((tags) => tags.every((t) => t.length <= 30), "Cada etiqueta, hasta 30 caracteres"),
  status: z.enum(["draft", "published"], { error: "Elegí si es borrador o publicado" }),
  /** Empty with "published": now. A future date publishes it by itself at that time. */
  publishAt,
  cover: optionalImageField,
});
export type MagazinePostFormValues = z.output<typeof magazinePostFormSchema>;

export const aiTopicSchema = z.object({
  topic: z
    .string({ error: "Escribí el tema del artículo" })
    .trim()
    .min(8, "Contá un poco más: al menos 8 caracteres")
    .max(200, "Hasta 200 caracteres"),
});

/** An instant as a datetime-local input shows it: "yyyy-MM-ddTHH:mm" on a Buenos Aires clock. */
export function toDateTimeLocal(iso: string | null): string {
  if (!iso) return "";
  const at = new Date(iso);
  const clock = inBuenosAires(at);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${buenosAiresDateKey(at)}T${two(clock.getHours())}:${two(clock.getMinutes())}`;
}
