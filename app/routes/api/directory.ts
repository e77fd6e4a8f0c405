/**
 * GET /api/directory → the offline directory (core/offline-directory.ts), kept on the phone by
 * app/pwa/directory-store.ts. Public data only; gzip by the compression middleware; a strong ETag so
 * the phone's background refresh costs a 304 when nothing changed.
 */

import { cachedOfflineDirectory } from "#server/directory/offline-directory.ts";
import { jsonProblem, toProblem } from "#server/platform/http/answers.ts";
import type { Route } from "./+types/directory";

export async function loader({ request }: Route.LoaderArgs) {
  let answer: Awaited<ReturnType<typeof cachedOfflineDirectory>>;
  try {
    answer = await cachedOfflineDirectory();
  } catch (error) {
    return jsonProblem(toProblem(error, { route: "api/directory" }));
  }
  const headers = {
    ETag: answer.etag,
    // Kept, but asked again (If-None-Match) each time: the store decides how often to ask.
    "Cache-Control": "public, no-cache",
    "Content-Type": "application/json; charset=utf-8",
  };
  if (matchesEtag(request.headers.get("if-none-match"), answer.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(answer.body, { headers });
}

/** If-None-Match may list several tags, or "*"; a weak tag (W/) compares equal (RFC 9110 §13.1.2). */
function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}
