/**
 * The admin dashboard's "Publicar" posts: one business (`intent=activate`, `businessUuid`) or the
 * ticked ones (`intent=activate-many`, repeated `ids`, at most a page of them). Every id must be a
 * UUID before it reaches the database.
 */
import { isUuid } from "./uuid.ts";
import { z } from "./zod.ts";

const uuid = z.string().refine(isUuid, "El comercio no es válido.");

export function businessActivationSchema(maxIds: number) {
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("activate"), businessUuid: uuid }),
    z.object({
      intent: z.literal("activate-many"),
      ids: z
        .array(uuid)
        .min(1, "Elegí al menos un comercio.")
        .max(maxIds, `Elegí como máximo ${maxIds} comercios a la vez.`),
    }),
  ]);
}

export type BusinessActivation = z.output<ReturnType<typeof businessActivationSchema>>;

export type BusinessActivationParse = { ok: true; data: BusinessActivation } | { ok: false; message: string };

/**
 * The posted form, read and checked in one place (the action's only parsing step): the first
 * problem's message, in Spanish, when it does not hold.
 */
export function parseBusinessActivation(form: FormData, maxIds: number): BusinessActivationParse {
  const input = {
    intent: form.get("intent"),
    businessUuid: form.get("businessUuid") ?? undefined,
    ids: form.getAll("ids"),
  };
  const parsed = businessActivationSchema(maxIds).safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues.find((i) => i.code === "too_small" || i.code === "too_big");
  return { ok: false, message: issue?.message ?? "El pedido no es válido." };
}
