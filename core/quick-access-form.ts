/** The admin's quick-access form (/admin/content/quick-access): the links under the home search. */
import { CATEGORY_ICON_NAMES } from "#core/category-icons.ts";
import { linkField } from "#core/link-field.ts";
import { z } from "#core/zod.ts";

export const quickAccessFormSchema = z.object({
  label: z
    .string({ error: "Escribí el texto del acceso" })
    .trim()
    .min(2, "Al menos 2 caracteres")
    .max(30, "Hasta 30 caracteres: tiene que entrar en un botón"),
  icon: z.enum(CATEGORY_ICON_NAMES, { error: "Elegí un ícono de la lista" }),
  url: linkField,
  isActive: z.literal("on").optional(),
});
export type QuickAccessFormValues = z.output<typeof quickAccessFormSchema>;

const id = z.coerce.number({ error: "Elegí un acceso" }).int().positive("Elegí un acceso").max(2_147_483_647);
export const quickAccessIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), linkId: id }),
  z.object({ intent: z.literal("move"), linkId: id, direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("toggle"), linkId: id }),
  // Drag and drop: every id in its new order (the server takes it only when it names each link once).
  z.object({ intent: z.literal("reorder"), order: z.array(id).min(1).max(100) }),
]);
