/**
 * React Router's Node entry, with three additions:
 * - the CSP nonce that server.ts generated for this request goes on React's and React Router's
 *   inline scripts (and, through NonceProvider, on the theme bootstrap in root.tsx), so the policy
 *   needs no 'unsafe-inline';
 * - a database outage met anywhere while answering (server/platform/http/database-outage.ts) turns the
 *   answer into a 503 with Retry-After: the error page says "come back in a moment", not "Algo
 *   salió mal";
 * - this instance's search index starts loading as soon as the build does (below).
 */
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import type { Problem } from "#core/errors.ts";
import { CoalescingStream } from "#server/platform/http/coalescing-stream.ts";
import { NONCE_HEADER } from "#server/platform/http/csp.ts";
import {
  isDatabaseUnavailable,
  markDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from "#server/platform/http/database-outage.ts";
import { failureMet, noteRefusal, pageFailure } from "#server/platform/http/refusal.ts";
import { logger } from "#server/platform/logger.ts";
import { warmSearchIndex } from "#server/search/engine/index-store.ts";
import { NonceProvider } from "./lib/nonce.tsx";

export const streamTimeout = 5_000;

// This instance's search index is read as the production build loads (server.ts imports it once the
// database is ready), not by the first search after a deploy: that search, and every one arriving
// while it waited, would queue behind the read (0.6 s at 10,000 businesses, 2.6 s at 50,000).
if (import.meta.env.PROD) warmSearchIndex();

/**
 * Every error React Router catches passes here first (before the page is rendered). An outage is
 * noted on the request's context and logged once, briefly; a refusal (a thrown AppError) is noted
 * too (server/platform/http/refusal.ts) and is no failure to report; anything else is logged as before.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isDatabaseUnavailable(error)) {
    markDatabaseUnavailable(context);
    logger.warn({ url: request.url, reason: String(error) }, "base de datos no disponible: respondo 503");
    return;
  }
  if (noteRefusal(context, error)) return;
  // The answer thrown below for a second render is ours, not a failure to report.
  if (error instanceof Response && (error.status === 503 || error.status === failureMet(context)?.status)) return;
  // React Router's own default: the cause of an error response, or the error.
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  if (!request.signal.aborted) console.error(cause ?? error);
};

/**
 * A client navigation's data after an outage or a refusal: the browser shows the boundary's page for
 * its status (the Problem arrives as text, so the page keeps its own words).
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  const failure = failureMet(context);
  if (!failure || response.status === failure.status) return response;
  return Response.json(pageFailure(failure), { status: failure.status, headers: failureHeaders(failure) });
};

/** A 503 is temporary: say when to try again, and let nobody keep it. */
function failureHeaders(failure: Problem): Record<string, string> {
  return failure.status === 503 ? { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" } : {};
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const failure = failureMet(loadContext);
  if (failure && responseStatusCode !== failure.status) {
    // React Router renders again with a thrown Response as the route's error: the boundary gets
    // the Problem, the status is its status, and the page hydrates with the same error.
    for (const [name, value] of Object.entries(failureHeaders(failure))) responseHeaders.set(name, value);
    throw Response.json(pageFailure(failure), { status: failure.status });
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = request.headers.get(NONCE_HEADER) ?? undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React outlines a finished <Suspense> boundary once 12.8 KB of the page went before it:
        // its HTML moves to a hidden <div> that an inline script puts back, so without JavaScript
        // it never shows (the review form of a business page, reached by no-JS visitors). Pages
        // here render whole before the first byte leaves; keep finished boundaries in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new CoalescingStream({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell were logged by React Router already.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
