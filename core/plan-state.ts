/**
 * The one line that says where a business's plan stands, on the owner's plan page: the plan's name
 * and its state together ("Destacado · cancelado, activo hasta el 12/12/2026"), never a plan name
 * beside a status chip that seems to contradict it.
 */
import { formatDate } from "./format.ts";

export interface PlanStateInput {
  /** The plan in force (the free one's name when there is no paid subscription). */
  planName: string;
  /** The subscription that grants it, when paid. */
  current: { status: string; paymentMethod: string; endDate: string } | null;
}

export function planStateText({ planName, current }: PlanStateInput): string {
  if (!current) return `${planName} · gratis`;
  const until = formatDate(current.endDate);
  switch (current.status) {
    case "authorized":
      return current.paymentMethod === "mercadopago"
        ? `${planName} · activo, se renueva el ${until}`
        : `${planName} · activo hasta el ${until}`;
    case "paused":
      return `${planName} · en pausa, activo hasta el ${until}`;
    case "cancelled":
      return `${planName} · cancelado, activo hasta el ${until}`;
    default:
      return `${planName} · activo hasta el ${until}`;
  }
}
