/**
 * POST /api/promotions/{id}/events with JSON `{ "type": "view" | "click" | "coupon_copy", "referrer": string }`
 * → 200 `{ promotionId, type, viewsCount, clicksCount, couponCopiesCount }` (the new counts).
 *
 * The one entry point for promotion tracking (spec: track_promotion_event). Errors are JSON
 * `{ error }` and write nothing: 404 for an id that is not a UUID or not an active promotion, 400 for
 * a body that is not JSON or an unknown event type, 415 without `Content-Type: application/json`,
 * 413 for a body over 2 KB, 405 for any method but POST. The referrer is cut to 200 characters.
 * There is no rate limit yet: counts are public popularity hints, not billing data.
 */

import { isUuid } from "#core/uuid.ts";
import { logger } from "#server/logger.ts";
import { MAX_EVENT_BODY_BYTES, PromotionEventBodySchema } from "#server/promotions/promotion-event-body.ts";
import { trackPromotionEvent } from "#server/promotions/track-promotion-event.ts";
import type { Route } from "./+types/promotion-events";

const headers = { "Cache-Control": "no-store" };

function error(status: number, message: string, extra: Record<string, string> = {}) {
  return Response.json({ error: message }, { status, headers: { ...headers, ...extra } });
}

function methodNotAllowed() {
  return error(405, "Método no permitido: usá POST", { Allow: "POST" });
}

/** GET (and HEAD) answer 405: events are only recorded by POST. */
export function loader() {
  return methodNotAllowed();
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  if (!isUuid(params.id)) return error(404, "Promoción no encontrada");

  // Only JSON: a cross-site HTML form can't send it (the browser would need a CORS preflight we never
  // grant), so other sites can't make their visitors inflate the counts.
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    return error(415, "El cuerpo tiene que ser JSON (Content-Type: application/json)");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_EVENT_BODY_BYTES) return error(413, "El pedido es demasiado grande");
  let raw: string;
  try {
    raw = await request.text();
  } catch {
    return error(400, "No pudimos leer el pedido");
  }
  if (new TextEncoder().encode(raw).length > MAX_EVENT_BODY_BYTES) return error(413, "El pedido es demasiado grande");
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return error(400, "El cuerpo tiene que ser JSON");
  }
  const body = PromotionEventBodySchema.safeParse(json);
  if (!body.success) {
    const typeIssue = body.error.issues.some((issue) => issue.path[0] === "type");
    return error(400, typeIssue ? "Tipo de evento desconocido" : "Pedido inválido");
  }

  try {
    const result = await trackPromotionEvent(params.id, body.data.type, body.data.referrer);
    if (!result.ok) {
      return result.error === "invalid_type"
        ? error(400, "Tipo de evento desconocido")
        : error(404, "Promoción no encontrada");
    }
    return Response.json({ promotionId: result.promotionId, type: result.type, ...result.counts }, { headers });
  } catch (err) {
    logger.error({ err, promotionId: params.id }, "no se pudo registrar el evento de la promoción");
    return error(503, "No pudimos registrar el evento. Probá de nuevo en un rato.");
  }
}
