/**
 * The admin's category form (/admin/categories): name, address (slug), description, parent, icon
 * (a lucide name from the sprite, or an emoji), colour, featured, active; and the posts that move
 * or delete one. The tree rules that need the database (no cycles, two levels) live in
 * server/categories/save-category.ts.
 */
import { CATEGORY_ICON_NAMES } from "./category-icons.ts";
import { z } from "./zod.ts";

export const CATEGORY_MESSAGES = {
  name: "Escribí el nombre (de 2 a 60 caracteres).",
  slug: "Sólo minúsculas sin acentos, números y guiones (por ejemplo comida-rapida).",
  description: "Hasta 300 caracteres.",
  parent: "Elegí una categoría principal de la lista.",
  iconType: "Elegí ícono o emoji.",
  lucide: "Elegí un ícono de la lista.",
  emoji: "Pegá un solo emoji (por ejemplo 🍕).",
  color: "Escribí el color como #RRGGBB (por ejemplo #2563eb).",
  contrast: "Con ese color el ícono blanco casi no se ve: elegí uno más oscuro.",
  category: "Elegí una categoría.",
  direction: "No entendimos hacia dónde moverla.",
  moveTo: "Elegí a qué categoría pasan sus comercios.",
} as const;

/** White icons sit on the colour: it must reach 3:1 against white (WCAG, graphics). */
export const CATEGORY_MIN_CONTRAST = 3;

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The WCAG contrast ratio between a "#rrggbb" colour and white. */
export function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

/** One emoji (with its modifiers and joiners), nothing else. */
export function isSingleEmoji(value: string): boolean {
  if (value.length === 0 || value.length > 16) return false;
  const segments = [...new Intl.Segmenter("es", { granularity: "grapheme" }).segment(value)];
  return segments.length === 1 && /\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(value);
}

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const flag = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

/**
 * `currentColor`: the colour the edited category already has. A colour under the contrast rule is
 * refused when it is chosen, not when an older category keeps it (the demo's pastel children).
 */
export function categoryFormSchema(options: { currentColor?: string | null } = {}) {
  return z
    .object({
      name: z
        .string({ error: CATEGORY_MESSAGES.name })
        .trim()
        .min(2, CATEGORY_MESSAGES.name)
        .max(60, CATEGORY_MESSAGES.name),
      slug: z
        .string({ error: CATEGORY_MESSAGES.slug })
        .trim()
        .max(60, CATEGORY_MESSAGES.slug)
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, CATEGORY_MESSAGES.slug),
      description: z.string().trim().max(300, CATEGORY_MESSAGES.description).optional(),
      parentId: positiveId(CATEGORY_MESSAGES.parent).optional(),
      iconType: z.enum(["lucide", "emoji"], { error: CATEGORY_MESSAGES.iconType }),
      icon: z.string({ error: CATEGORY_MESSAGES.lucide }).trim(),
      color: z
        .string({ error: CATEGORY_MESSAGES.color })
        .trim()
        .regex(HEX, CATEGORY_MESSAGES.color)
        .transform((c) => c.toLowerCase()),
      isFeatured: flag,
      isActive: flag,
    })
    .superRefine((form, ctx) => {
      if (form.iconType === "lucide" && !(CATEGORY_ICON_NAMES as readonly string[]).includes(form.icon)) {
        ctx.addIssue({ code: "custom", path: ["icon"], message: CATEGORY_MESSAGES.lucide });
      }
      if (form.iconType === "emoji" && !isSingleEmoji(form.icon)) {
        ctx.addIssue({ code: "custom", path: ["icon"], message: CATEGORY_MESSAGES.emoji });
      }
      const kept = options.currentColor?.toLowerCase() === form.color;
      if (!kept && contrastWithWhite(form.color) < CATEGORY_MIN_CONTRAST) {
        ctx.addIssue({ code: "custom", path: ["color"], message: CATEGORY_MESSAGES.contrast });
      }
    });
}

export type CategoryFormValues = z.output<ReturnType<typeof categoryFormSchema>>;

export const categoryMoveSchema = z.object({
  intent: z.literal("move"),
  categoryId: positiveId(CATEGORY_MESSAGES.category),
  /** "up"/"down" (the buttons), or the index among its siblings it was dropped at (drag). */
  to: z.union([z.enum(["up", "down"]), z.coerce.number().int().min(0).max(10_000)], {
    error: CATEGORY_MESSAGES.direction,
  }),
});

export const categoryDeleteSchema = z.object({
  intent: z.literal("delete"),
  categoryId: positiveId(CATEGORY_MESSAGES.category),
  moveTo: positiveId(CATEGORY_MESSAGES.moveTo).optional(),
});
