/**
 * POST /api/webhooks/mercadopago. In this order, each failure answering at once with nothing changed:
 * Mercado Pago configured (else 404) → signature valid and fresh (else 401) → a topic we handle
 * (others: 200, ignored) → a preapproval we created (else 404) → this x-request-id not handled
 * before (else 409) → the preapproval READ FROM THE API → its transition. A failure talking to
 * Mercado Pago answers 502 and forgets the request id, so Mercado Pago's retry is handled.
 */
import { eq } from "drizzle-orm";
import { getConfig } from "../platform/config.ts";
import { getDb } from "../platform/db/client.ts";
import { mercadopagoNotifications } from "../platform/db/schema.ts";
import { logger } from "../platform/logger.ts";
import { getAuthorizedPaymentPreapproval, isMercadoPagoEnabled, MercadoPagoError } from "./mercadopago.ts";
import { findByPreapproval, syncPreapproval } from "./mercadopago-sync.ts";
import { verifyWebhookSignature } from "./webhook-signature.ts";

const PREAPPROVAL_TOPICS = new Set(["subscription_preapproval", "preapproval"]);
const PAYMENT_TOPICS = new Set(["subscription_authorized_payment", "authorized_payment"]);

function answer(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}

export async function handleMercadoPagoWebhook(request: Request, now = new Date()): Promise<Response> {
  const config = getConfig();
  if (!isMercadoPagoEnabled(config)) return answer(404, { error: "Mercado Pago no está configurado." });
  const url = new URL(request.url);
  const dataId = url.searchParams.get("data.id") ?? url.searchParams.get("id");
  const requestId = request.headers.get("x-request-id");
  const topic = url.searchParams.get("type") ?? url.searchParams.get("topic") ?? "";
  const check = verifyWebhookSignature({
    header: request.headers.get("x-signature"),
    requestId,
    dataId,
    secret: config.MERCADOPAGO_WEBHOOK_SECRET as string,
    now,
  });
  if (!check.ok) {
    logger.warn({ reason: check.reason, topic }, "webhook de Mercado Pago rechazado");
    return answer(401, { error: "Firma inválida." });
  }
  if (!dataId || !requestId || dataId.length > 100 || requestId.length > 200) {
    return answer(400, { error: "Faltan datos de la notificación." });
  }
  if (!PREAPPROVAL_TOPICS.has(topic) && !PAYMENT_TOPICS.has(topic)) return answer(200, { ignored: true });

  let preapprovalId = dataId;
  try {
    if (PAYMENT_TOPICS.has(topic)) preapprovalId = await getAuthorizedPaymentPreapproval(dataId);
  } catch (error) {
    return providerFailure(error);
  }
  const known = await findByPreapproval(preapprovalId);
  if (!known) return answer(404, { error: "Suscripción desconocida." });

  const db = await getDb();
  const fresh = await db
    .insert(mercadopagoNotifications)
    .values({ requestId, topic, dataId, receivedAt: now })
    .onConflictDoNothing()
    .returning({ requestId: mercadopagoNotifications.requestId });
  if (fresh.length === 0) return answer(409, { error: "Esta notificación ya fue procesada." });

  try {
    const result = await syncPreapproval(known, preapprovalId, now);
    return answer(200, { ok: true, changed: result.ok && result.changed });
  } catch (error) {
    await db.delete(mercadopagoNotifications).where(eq(mercadopagoNotifications.requestId, requestId));
    return providerFailure(error);
  }
}

function providerFailure(error: unknown): Response {
  if (!(error instanceof MercadoPagoError)) throw error;
  logger.warn({ err: error }, "no pudimos consultar Mercado Pago");
  return answer(502, { error: "No pudimos consultar Mercado Pago; reintentá." });
}
