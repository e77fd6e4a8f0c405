/**
 * The one shape of a counted-event endpoint (POST /api/businesses/{id}/events, POST
 * /api/promotions/{id}/events): POST only, a UUID in the path, a small JSON body (only JSON: a
 * cross-site HTML form cannot send it, so other sites cannot make their visitors inflate the
 * counts), an event type from a closed list, and the visitor who counts at most once per thing,
 * kind and hour. Errors are JSON Problems and write nothing: 404 for an id that is no UUID or
 * names nothing countable, 400 for a body that is not JSON or an unknown type, 415 without
 * `Content-Type: application/json`, 413 over `maxBytes`, 405 for any other method.
 */
import { problem, type Result } from "#core/errors.ts";
import { isUuid } from "#core/uuid.ts";
import type { z } from "#core/zod.ts";
import { getOptionalUser, type RequestContext } from "../platform/auth/guards.ts";
import type { SessionUser } from "../platform/auth/session.ts";
import { answerJson, jsonOk, jsonProblem, methodNotAllowed } from "../platform/http/answers.ts";
import { readJson } from "../platform/http/body.ts";
import { requestTime } from "../platform/http/request-time.ts";
import { visitorId } from "../platform/http/visitor-id.ts";

export const UNKNOWN_EVENT_TYPE = "Tipo de evento desconocido";

/** What one counted event knows about itself once the request is read. */
export interface CountedEvent<Body> {
  id: string;
  body: Body;
  now: Date;
  visitor: string;
  user: SessionUser | null;
}

/**
 * A counter's answer: the JSON to send, or why nothing was counted (a "validation" refusal is an
 * unknown event type, a "not_found" one nothing countable: the endpoint says which in its words).
 */
export type CountAnswer = Result<object>;

export interface CountedEventEndpoint<Schema extends z.ZodType<{ type: string }>> {
  /** The body's schema; an issue at `type` answers UNKNOWN_EVENT_TYPE. */
  schema: Schema;
  maxBytes: number;
  /** The 404's sentence ("Comercio no encontrado"). */
  notFound: string;
  /** The log's context key for the id (`businessUuid`, `promotionId`). */
  logKey: string;
  count: (event: CountedEvent<z.output<Schema>>) => Promise<CountAnswer>;
}

export function answerCountedEvent<Schema extends z.ZodType<{ type: string }>>(
  { request, params, context }: { request: Request; params: { id: string }; context: RequestContext },
  endpoint: CountedEventEndpoint<Schema>,
): Promise<Response> {
  return answerJson(
    async () => {
      if (request.method !== "POST") return methodNotAllowed();
      if (!isUuid(params.id)) return jsonProblem(problem("not_found", endpoint.notFound));
      const body = endpoint.schema.safeParse(await readJson(request, { maxBytes: endpoint.maxBytes }));
      if (!body.success) {
        const typeIssue = body.error.issues.some((issue) => issue.path[0] === "type");
        return jsonProblem(problem("validation", typeIssue ? UNKNOWN_EVENT_TYPE : "Pedido inválido"));
      }
      const now = requestTime(context);
      const user = getOptionalUser(context);
      const answer = await endpoint.count({
        id: params.id,
        body: body.data,
        now,
        visitor: visitorId(request, user?.id ?? null, now),
        user,
      });
      if (answer.ok) return jsonOk(answer.value);
      return jsonProblem(
        answer.problem.code === "validation"
          ? problem("validation", UNKNOWN_EVENT_TYPE)
          : problem("not_found", endpoint.notFound),
      );
    },
    { [endpoint.logKey]: params.id },
  );
}
