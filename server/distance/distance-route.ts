/**
 * What POST /api/distance and /api/distances share: the method check, the JSON body, the rate limit
 * per client and the answer, cacheable for 10 minutes by the browser that asked.
 */
import { problem } from "#core/errors.ts";
import type { z } from "#core/zod.ts";
import { consumeRateLimit, tooManyAttemptsMessage } from "../platform/auth/rate-limit.ts";
import { getDb } from "../platform/db/client.ts";
import { answerJson, jsonOk, jsonProblem, methodNotAllowed } from "../platform/http/answers.ts";
import { readJson } from "../platform/http/body.ts";
import { clientHash } from "../platform/http/visitor-id.ts";
import { firstMessage } from "./distance-body.ts";
import { DISTANCE_CACHE_MS } from "./walking-distance.ts";

/** A page asks once (the list) or twice (a business page, then back): 60 a minute is plenty for a person. */
export const DISTANCE_RATE_LIMIT = { window: 60, max: 60 } as const;

export function distanceAction<S extends z.ZodType>(
  request: Request,
  schema: S,
  answer: (body: z.output<S>) => Promise<unknown>,
): Promise<Response> {
  return answerJson(
    async () => {
      if (request.method !== "POST") return methodNotAllowed();
      const parsed = schema.safeParse(await readJson(request));
      if (!parsed.success) return jsonProblem(problem("validation", firstMessage(parsed.error)));
      const limit = await consumeRateLimit(await getDb(), `distance:${clientHash(request)}`, DISTANCE_RATE_LIMIT);
      if (!limit.allowed) {
        return jsonProblem(problem("rate_limited", tooManyAttemptsMessage(limit.retryAfter ?? 60)), {
          "Retry-After": String(limit.retryAfter ?? 60),
        });
      }
      return jsonOk(await answer(parsed.data), {
        headers: { "Cache-Control": `private, max-age=${DISTANCE_CACHE_MS / 1000}` },
      });
    },
    { route: new URL(request.url).pathname },
  );
}
