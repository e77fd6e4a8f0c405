/**
 * POST /api/businesses/{uuid}/events with JSON `{ "type": "call" | "whatsapp" | "website" | "email" | "directions" }`
 * → 200 `{ counted }`: a visitor followed one of the business's contact links (core/business-leads.ts).
 *
 * The links stay real links; the page reports the click with a beacon. Each visitor (the signed-in
 * person, else a hash of IP and user agent) counts at most once per business, kind and hour; a
 * repeat, a bot or one of the business's own owners answers `{ counted: false }` and writes nothing.
 * Errors are JSON `{ error }` and write nothing: 404 for an id that is not a UUID or not a public
 * business, 400 for a body that is not JSON or an unknown type, 415 without `Content-Type:
 * application/json` (so a cross-site HTML form can't send it), 413 over 1 KB, 405 for other methods.
 */
import { isbot } from "isbot";
import { problem } from "#core/errors.ts";
import { isUuid } from "#core/uuid.ts";
import { BUSINESS_EVENT_MAX_BYTES, businessEventBodySchema } from "#server/analytics/business-event-body.ts";
import { trackBusinessLead } from "#server/analytics/track-business-lead.ts";
import { getOptionalUser } from "#server/platform/auth/guards.ts";
import { answerJson, jsonOk, jsonProblem, methodNotAllowed } from "#server/platform/http/answers.ts";
import { readJson } from "#server/platform/http/body.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { visitorId } from "#server/platform/http/visitor-id.ts";
import type { Route } from "./+types/business-events";

const NOT_FOUND = "Comercio no encontrado";
const UNKNOWN_TYPE = "Tipo de evento desconocido";

/** GET (and HEAD) answer 405: events are only recorded by POST. */
export function loader() {
  return methodNotAllowed();
}

export function action({ request, params, context }: Route.ActionArgs) {
  return answerJson(
    async () => {
      if (request.method !== "POST") return methodNotAllowed();
      if (!isUuid(params.id)) return jsonProblem(problem("not_found", NOT_FOUND));
      const body = businessEventBodySchema.safeParse(await readJson(request, { maxBytes: BUSINESS_EVENT_MAX_BYTES }));
      if (!body.success) {
        const typeIssue = body.error.issues.some((issue) => issue.path[0] === "type");
        return jsonProblem(problem("validation", typeIssue ? UNKNOWN_TYPE : "Pedido inválido"));
      }
      const user = getOptionalUser(context);
      if (isbot(request.headers.get("user-agent") ?? "") || user?.businessUuids.includes(params.id.toLowerCase())) {
        return jsonOk({ counted: false });
      }
      const now = requestTime(context);
      const result = await trackBusinessLead(params.id, body.data.type, now, visitorId(request, user?.id ?? null, now));
      if (!result.ok) {
        return jsonProblem(
          result.error === "invalid_type" ? problem("validation", UNKNOWN_TYPE) : problem("not_found", NOT_FOUND),
        );
      }
      return jsonOk({ counted: result.counted });
    },
    { businessUuid: params.id },
  );
}
