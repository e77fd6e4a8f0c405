/** The admin cancels a subscription (at once or at its end), through the one transition function. */
import { eq } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import { getDb } from "../platform/db/client.ts";
import { businessSubscriptions } from "../platform/db/schema.ts";
import { cancelBusinessSubscription } from "./owner-billing.ts";

export async function adminCancelSubscription(input: {
  adminId: string;
  ip?: string | null;
  subscriptionId: number;
  immediate: boolean;
}): Promise<Result<{ message: string }>> {
  const db = await getDb();
  const [sub] = await db
    .select({ businessUuid: businessSubscriptions.businessUuid })
    .from(businessSubscriptions)
    .where(eq(businessSubscriptions.id, input.subscriptionId));
  if (!sub) return fail("not_found", "La suscripción no existe.");
  const outcome = await cancelBusinessSubscription({
    businessUuid: sub.businessUuid,
    subscriptionId: input.subscriptionId,
    actor: { id: input.adminId, ip: input.ip },
    immediate: input.immediate,
  });
  if (!outcome.ok) return outcome;
  return ok({
    message: outcome.value ? "No se renueva más; el plan sigue hasta el final del período." : "El plan terminó.",
  });
}
