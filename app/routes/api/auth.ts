/** Better Auth's HTTP endpoints (/api/auth/*): sign-in, sign-up, confirmation, reset, Google, sessions. */
import { redirect } from "react-router";
import { AUTH_BASE_PATH, getAuth } from "#server/platform/auth/auth.ts";
import { authEndpointMethods, spanishAuthFailure } from "#server/platform/auth/auth-errors.ts";
import { jsonProblem, toProblem } from "#server/platform/http/answers.ts";
import { JSON_BODY_LIMIT, readBodyBytes } from "#server/platform/http/body.ts";
import type { Route } from "./+types/auth";

type Auth = Awaited<ReturnType<typeof getAuth>>;
const endpointsByAuth = new WeakMap<Auth, ReturnType<typeof authEndpointMethods>>();

async function handle(request: Request): Promise<Response> {
  const url = new URL(request.url);
  // Better Auth's own error page is English HTML; /auth shows the same error in Spanish.
  if (url.pathname === `${AUTH_BASE_PATH}/error` && (request.method === "GET" || request.method === "HEAD")) {
    const error = url.searchParams.get("error");
    return redirect(error ? `/auth?${new URLSearchParams({ error })}` : "/auth");
  }
  const auth = await getAuth();
  let response: Response;
  try {
    response = await auth.handler(await bounded(request));
  } catch (error) {
    return jsonProblem(toProblem(error, { path: url.pathname }));
  }
  if (response.status < 400) return response;
  let endpoints = endpointsByAuth.get(auth);
  if (!endpoints) {
    endpoints = authEndpointMethods(auth.api as Record<string, unknown>);
    endpointsByAuth.set(auth, endpoints);
  }
  return spanishAuthFailure(response, request, endpoints, AUTH_BASE_PATH);
}

/**
 * Better Auth reads a whole body before anything else, the session check included: it gets a copy
 * read through the one bounded reader, so no one can make it buffer megabytes (a sign-up is < 1 KB).
 */
async function bounded(request: Request): Promise<Request> {
  if (request.method === "GET" || request.method === "HEAD") return request;
  const body = await readBodyBytes(request, JSON_BODY_LIMIT);
  return new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal });
}

export const loader = ({ request }: Route.LoaderArgs) => handle(request);
export const action = ({ request }: Route.ActionArgs) => handle(request);
