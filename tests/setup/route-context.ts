/**
 * Calls a route's action directly, with React Router's request context as the root middleware
 * leaves it (the signed-in person, or null), so integration tests need no build.
 */
import { RouterContextProvider } from "react-router";
import { sessionUserContext } from "#server/platform/auth/guards.ts";
import { resolveSession, type SessionUser } from "#server/platform/auth/session.ts";
import { requestTimeContext } from "#server/platform/http/request-time.ts";

export function contextWithUser(user: SessionUser | null, options: { now?: Date } = {}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(sessionUserContext, user);
  // A test reading the seeded data answers at the instant it was seeded (TEST_NOW), never the calendar's.
  if (options.now) context.set(requestTimeContext, options.now);
  return context;
}

/** The context for the person behind a Cookie header (null: signed out). */
export async function contextForCookie(cookie: string | null): Promise<RouterContextProvider> {
  const user = cookie
    ? (await resolveSession(new Request("http://localhost:3000/", { headers: { cookie } }))).user
    : null;
  return contextWithUser(user);
}

export interface FormPostOutcome {
  status: number;
  body: Record<string, unknown> | null;
  location: string | null;
  setCookie: string[];
}

type Action = (args: never) => Promise<Response>;

/** A form POST as the app's fetcher sends it, or (document: true) as a browser without JavaScript does. */
export async function postForm(
  action: Action,
  path: string,
  cookie: string | null,
  fields: Record<string, string>,
  options: { document?: boolean } = {},
): Promise<FormPostOutcome> {
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("cookie", cookie);
  headers.set("sec-fetch-mode", options.document ? "navigate" : "cors");
  const request = new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
  });
  const response = await action({
    request,
    context: await contextForCookie(cookie),
    params: {},
    url: new URL(request.url),
    pattern: "",
  } as never);
  const text = await response.text();
  return {
    status: response.status,
    body: text && response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : null,
    location: response.headers.get("location"),
    setCookie: response.headers.getSetCookie(),
  };
}

/** A signed-in person as the root middleware leaves one, for calling loaders and actions directly. */
export function testUser(id: string, extra: Partial<SessionUser> = {}): SessionUser {
  return {
    id,
    sessionId: `s-${id}`,
    email: `${id}@vilma.test`,
    emailVerified: true,
    name: id,
    avatarUrl: null,
    themePreference: "system",
    role: "user",
    isAdmin: false,
    isBusinessOwner: false,
    businessUuids: [],
    secondStep: "offered",
    ...extra,
  };
}
