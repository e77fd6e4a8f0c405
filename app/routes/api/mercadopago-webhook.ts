/**
 * POST /api/webhooks/mercadopago: Mercado Pago's notifications about subscriptions
 * (server/billing/handle-webhook.ts checks the signature, replays and ids, and reads the state
 * from Mercado Pago's API). Anything but POST answers 405.
 */
import { handleMercadoPagoWebhook } from "#server/billing/handle-webhook.ts";
import { methodNotAllowed } from "#server/platform/http/answers.ts";
import type { Route } from "./+types/mercadopago-webhook";

export function loader() {
  return methodNotAllowed();
}

export function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return handleMercadoPagoWebhook(request);
}
