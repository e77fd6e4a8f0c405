/**
 * Drives Better Auth over its real HTTP handler in integration tests: sign up, read the
 * confirmation e-mail from disk, confirm, sign in, and keep the session cookie like a browser.
 */
import { getAuth } from "#server/platform/auth/auth.ts";
import { readStoredMail } from "#server/platform/mail/send-mail.ts";

export const TEST_ORIGIN = "http://localhost:3000";

export interface AuthResponse {
  status: number;
  body: Record<string, unknown> | null;
  setCookies: string[];
  location: string | null;
  retryAfter: string | null;
}

/** Each call from its own documentation-range address, so per-IP limits don't leak between tests. */
const randomTestIp = () => `203.0.113.${1 + Math.floor(Math.random() * 254)}`;

/** Cookie header value from Set-Cookie lines (name=value pairs only). */
export function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((c) => c.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

export async function callAuth(
  path: string,
  options: { method?: string; body?: unknown; cookie?: string; ip?: string } = {},
): Promise<AuthResponse> {
  const auth = await getAuth();
  const headers = new Headers({ origin: TEST_ORIGIN, "x-vilma-client-ip": options.ip ?? randomTestIp() });
  if (options.body !== undefined) headers.set("content-type", "application/json");
  if (options.cookie) headers.set("cookie", options.cookie);
  const response = await auth.handler(
    new Request(`${TEST_ORIGIN}/api/auth${path}`, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
  );
  const text = await response.text();
  let body: Record<string, unknown> | null = null;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    body = null;
  }
  return {
    status: response.status,
    body,
    setCookies: response.headers.getSetCookie(),
    location: response.headers.get("location"),
    retryAfter: response.headers.get("retry-after"),
  };
}

/** The newest e-mail to an address and its first link. */
export async function latestMailLink(to: string): Promise<string> {
  const [mail] = await readStoredMail(to);
  const link = mail?.links[0];
  if (!link) throw new Error(`No hay e-mail con enlace para ${to}`);
  return link;
}

/** Opens a link from an e-mail (verify-email, reset-password) against the handler. */
export async function followMailLink(link: string, cookie?: string): Promise<AuthResponse> {
  const url = new URL(link);
  return callAuth(`${url.pathname.replace(/^\/api\/auth/, "")}${url.search}`, { cookie });
}

export async function signIn(email: string, password: string, ip?: string): Promise<string> {
  const response = await callAuth("/sign-in/email", { body: { email, password }, ip });
  if (response.status !== 200) throw new Error(`sign-in ${email}: ${response.status} ${JSON.stringify(response.body)}`);
  return cookieHeader(response.setCookies);
}

/** A confirmed account with its session cookie. */
export async function createConfirmedUser(
  email: string,
  name = "Persona de Prueba",
  password = "secreta123",
): Promise<{ cookie: string; userId: string }> {
  const signUp = await callAuth("/sign-up/email", { body: { email, password, name, callbackURL: "/auth/confirmado" } });
  if (signUp.status !== 200) throw new Error(`sign-up ${email}: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  await followMailLink(await latestMailLink(email));
  const cookie = await signIn(email, password);
  const session = await callAuth("/get-session", { cookie });
  const user = session.body?.user as { id: string } | undefined;
  if (!user) throw new Error(`sin sesión para ${email}`);
  return { cookie, userId: user.id };
}
