/**
 * The session in React Router's request context, and the guards every loader and action uses.
 * The root route runs `sessionMiddleware` once per request; guards only read what it stored.
 */
import { createContext, data, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { problem } from "#core/errors.ts";
import { signInPath } from "#core/urls.ts";
import { jsonProblem } from "../http/answers.ts";
import { AUTH_BASE_PATH, SESSION_COOKIE_PREFIX } from "./auth.ts";
import { resolveSession, type SessionUser } from "./session.ts";

export const sessionUserContext = createContext<SessionUser | null>(null);

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // Better Auth's own endpoints read the cookie themselves.
  const isAuthEndpoint = new URL(request.url).pathname.startsWith(`${AUTH_BASE_PATH}/`);
  const resolved = isAuthEndpoint ? { user: null, setCookies: [] } : await resolveSession(request);
  const { user } = resolved;
  context.set(sessionUserContext, user);
  const response = await next();
  // When the route itself set or cleared the session (sign-in, sign-out), its cookie wins.
  const routeSetSession = response.headers
    .getSetCookie()
    .some((c) => c.split("=")[0]?.endsWith(`${SESSION_COOKIE_PREFIX}.session_token`)); // also __Secure-
  const setCookies = routeSetSession ? [] : resolved.setCookies;
  // A page made for one person must never be stored by a shared cache or shown from history after sign-out.
  const personal = user !== null && !response.headers.has("cache-control");
  if (setCookies.length === 0 && !personal) return response;
  const headers = new Headers(response.headers);
  // A renewed (or cleared) session cookie must reach the browser whatever the route answered.
  for (const cookie of setCookies) headers.append("set-cookie", cookie);
  if (personal) headers.set("cache-control", "private, no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/** A request's context as loaders, actions and the guards read it (features name it without react-router). */
export type RequestContext = Readonly<RouterContextProvider>;
type Context = RequestContext;

export function getOptionalUser(context: Context): SessionUser | null {
  return context.get(sessionUserContext);
}

function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  // A client-side navigation asks for "/page.data" ("/_root.data" for "/") with a _routes param:
  // send people back to the page, never to its data URL.
  const pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  const back = `${pathname}${url.search}`;
  return redirect(signInPath(back));
}

/** The 403 every guard throws: the error boundary shows the page, inside the site's chrome. */
export function forbidden(message: string): Response {
  const failure = problem("forbidden", message);
  return data(failure, { status: failure.status }) as unknown as Response;
}

export function requireUser(context: Context, request: Request): SessionUser {
  const user = getOptionalUser(context);
  if (!user) throw signInRedirect(request);
  return user;
}

/**
 * Where an administrator who must turn on the second step is sent (decision 26): the profile's
 * "Verificación en dos pasos" card, which says why.
 */
export const SECOND_STEP_SETUP_PATH = "/profile?dos-pasos=requerido#dos-pasos";

/**
 * Signed-out: to /auth. An administrator on a real install without the second step: to set it up
 * first. Signed in without the role: a 403 page, never the content.
 */
export function requireAdmin(context: Context, request: Request): SessionUser {
  const user = requireUser(context, request);
  if (user.secondStep === "required") throw redirect(SECOND_STEP_SETUP_PATH);
  if (!user.isAdmin) throw forbidden("Esta sección es sólo para administradores.");
  return user;
}

export function requireBusinessOwner(context: Context, request: Request): SessionUser {
  const user = requireUser(context, request);
  if (!user.isBusinessOwner && !user.isAdmin) {
    throw forbidden("Esta sección es para dueños de comercios adheridos a Vilma.");
  }
  return user;
}

/** For JSON endpoints: a clean 401 instead of a redirect. */
export function requireApiUser(context: Context): SessionUser {
  const user = getOptionalUser(context);
  if (!user) throw jsonProblem(problem("unauthorized"));
  return user;
}
