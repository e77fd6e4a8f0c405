/**
 * Calling an admin route's loader and action directly, as the catalog screens' route tests do
 * (categories, brands, promotions): a post as a given person, its status, the toast it left. They
 * answer at TEST_NOW, the instant the catalog they act on was seeded at.
 */
import { AppError } from "#core/errors.ts";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { readFlash } from "#server/platform/http/flash.ts";
import { TEST_NOW } from "./clock.ts";
import { contextWithUser, testUser } from "./route-context.ts";

export const ORIGIN = "http://localhost:3000";

const person = (id: string, extra: Partial<SessionUser> = {}) => testUser(id, { email: `${id}@example.com`, ...extra });
export const ADMIN = person("demo-admin", { role: "admin", isAdmin: true });
export const NEIGHBOUR = person("demo-vecino");
export const OWNER = person("demo-comercio", { role: "business_owner", isBusinessOwner: true });
/** The people who must be refused: a neighbour, an owner, and nobody signed in. */
export const NOT_ADMINS: (SessionUser | null)[] = [NEIGHBOUR, OWNER, null];

export async function run(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    return await fn();
  } catch (thrown) {
    return thrown;
  }
}

/** 200 for plain data, else the Response's or data()'s status. */
export const statusOf = (outcome: unknown): number =>
  outcome instanceof Response || outcome instanceof AppError
    ? outcome.status
    : ((outcome as { init?: { status?: number } }).init?.status ?? 200);

/** What data() carried (the action's answer to a bad form). */
export const dataOf = <T = Record<string, unknown>>(outcome: unknown): T => (outcome as { data: T }).data;

/** The first message per field of a `submission.reply()` carried in `result` (or another key). */
export function fieldErrors(outcome: unknown, key = "result"): Record<string, string | undefined> {
  const reply = (dataOf(outcome) as Record<string, { error?: Record<string, string[] | null> } | null>)[key];
  return Object.fromEntries(Object.entries(reply?.error ?? {}).map(([k, v]) => [k, v?.[0]]));
}

type Fn = (args: never) => Promise<unknown>;

export function load(loader: Fn, path: string, user: SessionUser | null, params: Record<string, string> = {}) {
  return run(() =>
    loader({
      request: new Request(`${ORIGIN}${path}`),
      context: contextWithUser(user, { now: TEST_NOW }),
      params,
    } as never),
  );
}

export function post(
  action: Fn,
  path: string,
  user: SessionUser | null,
  entries: [string, string | File][],
  params: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [k, v] of entries) body.append(k, v);
  return run(() =>
    action({
      request: new Request(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { "x-vilma-client-ip": "203.0.113.30" },
        body,
      }),
      context: contextWithUser(user, { now: TEST_NOW }),
      params,
    } as never),
  );
}

/** Refused as a non-admin must be: 403 for a signed-in person, 302 to sign in for a visitor. */
export function expectRefused(outcome: unknown, user: SessionUser | null): boolean {
  return statusOf(outcome) === (user ? 403 : 302);
}

export async function toastOf(response: unknown) {
  const cookie = (response as Response).headers
    .getSetCookie()
    .find((c) => c.startsWith("vilma_flash="))
    ?.split(";")[0];
  if (!cookie) return null;
  return readFlash(new Request(ORIGIN, { headers: { cookie } }));
}

export const locationOf = (response: unknown) => (response as Response).headers.get("location");
