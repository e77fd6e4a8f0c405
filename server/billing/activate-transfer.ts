/** The admin activates a transfer with its dates, through the one transition function. */
import { and, eq } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import { buenosAiresDateKey, toInstant } from "#core/time-zone.ts";
import { getDb } from "../platform/db/client.ts";
import { businessSubscriptions } from "../platform/db/schema.ts";
import { mailTransferConfirmed } from "./transfer-receipt.ts";
import { applyTransition } from "./transitions.ts";

export async function activateTransfer(input: {
  adminId: string;
  ip?: string | null;
  subscriptionId: number;
  startDate: string;
  endDate: string;
  reference?: string;
  now?: Date;
}): Promise<Result<{ message: string }>> {
  const now = input.now ?? new Date();
  const start = toInstant(input.startDate, "start");
  const end = toInstant(input.endDate, "end");
  if (!start || !end || end <= start) return fail("validation", "Revisá las fechas.");
  const db = await getDb();
  const [sub] = await db
    .select({ status: businessSubscriptions.status, method: businessSubscriptions.paymentMethod })
    .from(businessSubscriptions)
    .where(eq(businessSubscriptions.id, input.subscriptionId));
  if (sub?.method !== "transfer" || sub.status !== "pending") {
    return fail("conflict", "Sólo se activan a mano los pedidos por transferencia pendientes.");
  }
  if (input.reference) {
    await db
      .update(businessSubscriptions)
      .set({ paymentReference: input.reference })
      .where(and(eq(businessSubscriptions.id, input.subscriptionId), eq(businessSubscriptions.status, "pending")));
  }
  const result = await applyTransition(
    input.subscriptionId,
    { kind: "activate", startDate: start, endDate: end },
    {
      actor: { id: input.adminId, ip: input.ip },
      now,
      reason: input.reference ? `Transferencia ${input.reference}` : null,
    },
  );
  if (!result.ok) return fail("conflict", "El pedido ya no está pendiente.");
  // applyTransition told the owners in the app; a confirmed payment goes by e-mail as well.
  if (result.changed) await mailTransferConfirmed(input.subscriptionId);
  return ok({ message: `${result.subscription.businessName}: activo hasta el ${buenosAiresDateKey(end)}.` });
}
