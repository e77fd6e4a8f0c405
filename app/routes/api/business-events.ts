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
import { ok } from "#core/errors.ts";
import { BUSINESS_EVENT_MAX_BYTES, businessEventBodySchema } from "#server/analytics/business-event-body.ts";
import { answerCountedEvent } from "#server/analytics/counted-event-endpoint.ts";
import { trackBusinessLead } from "#server/analytics/track-business-lead.ts";
import { methodNotAllowed } from "#server/platform/http/answers.ts";
import type { Route } from "./+types/business-events";

/** GET (and HEAD) answer 405: events are only recorded by POST. */
export function loader() {
  return methodNotAllowed();
}

export function action(args: Route.ActionArgs) {
  return answerCountedEvent(args, {
    schema: businessEventBodySchema,
    maxBytes: BUSINESS_EVENT_MAX_BYTES,
    notFound: "Comercio no encontrado",
    logKey: "businessUuid",
    count: async ({ id, body, now, visitor, user }) => {
      if (isbot(args.request.headers.get("user-agent") ?? "") || user?.businessUuids.includes(id.toLowerCase())) {
        return ok({ counted: false });
      }
      const result = await trackBusinessLead(id, body.type, now, visitor);
      return result.ok ? ok({ counted: result.value }) : result;
    },
  });
}
