/**
 * A local OpenID Connect provider that stands in for Google in tests (and for trying the button on
 * a laptop): discovery, authorize, token, userinfo and JWKS from oauth2-mock-server, with ID tokens
 * signed by a real RSA key, so Better Auth verifies them exactly as it verifies Google's.
 *
 * `/authorize` approves at once. Who "signs in" is chosen per browser WITHOUT any UI: the test posts
 * the identity to `/__test/next-identity`; the answer sets a cookie on this host, so the browser's
 * next visit to `/authorize` carries it and the code issued there is bound to that identity. Tests
 * running in parallel (each in its own browser context) never see each other's identity.
 * `/__test/next-outcome` makes the next authorization end like a cancel or a provider error.
 *
 * Run on its own: `node tests/oidc/server.ts` (OIDC_PORT, default 3199; OIDC_HOST, default 127.0.0.1).
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { decodeJwt } from "jose";
import {
  type AugmentedRequest,
  Events,
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
  OAuth2Server,
  type TokenRequestIncomingMessage,
} from "oauth2-mock-server";
import { z } from "zod";
import { runAsProcess } from "#tests/setup/stand-in.ts";
import {
  DEFAULT_OIDC_PORT,
  OIDC_TEST_COOKIE,
  type OidcIdentity,
  OidcIdentitySchema,
  OidcOutcomeSchema,
} from "./protocol.ts";

/** The identity used when a browser never chose one (someone clicking around by hand). */
function defaultIdentity(issuer: string): OidcIdentity {
  return {
    sub: "vilma-oidc-demo",
    email: "google.demo@vilma.test",
    email_verified: true,
    name: "Persona de Google",
    picture: `${issuer}/__test/avatar.svg?u=vilma-oidc-demo`,
  };
}

interface BrowserState {
  identity?: OidcIdentity;
  /** One-shot: the next authorization ends this way, later ones approve again. */
  outcome?: z.infer<typeof OidcOutcomeSchema>;
}

function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
}

/** Claims of the identity, as Google puts them in its ID token and userinfo answer. */
function identityClaims(identity: OidcIdentity): Record<string, unknown> {
  const claims: Record<string, unknown> = {
    sub: identity.sub,
    email: identity.email,
    email_verified: identity.email_verified,
  };
  if (identity.name !== undefined) claims.name = identity.name;
  if (identity.picture !== undefined) claims.picture = identity.picture;
  return claims;
}

function avatarSvg(seed: string): string {
  let hue = 0;
  for (const char of seed) hue = (hue * 31 + char.charCodeAt(0)) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="hsl(${hue} 60% 45%)"/><circle cx="48" cy="38" r="18" fill="#fff"/><rect x="20" y="62" width="56" height="30" rx="15" fill="#fff"/></svg>`;
}

export interface OidcTestServer {
  issuer: string;
  discoveryUrl: string;
  stop(): Promise<void>;
}

export async function startOidcServer(options: { port?: number; host?: string } = {}): Promise<OidcTestServer> {
  const host = options.host ?? "127.0.0.1";
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  // The library would name itself "localhost"; browsers keep cookies per host name, so the issuer
  // (and every URL in the discovery document) must use the host the test posts its identity to.
  const issuerFor = (port: number) => `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  if (options.port) server.issuer.url = issuerFor(options.port);

  const browsers = new Map<string, BrowserState>();
  const codes = new Map<string, OidcIdentity>();
  const service = server.service;

  /** The caller's state, creating it (and the cookie naming it) on first use. */
  const browserState = (req: IncomingMessage): { id: string; state: BrowserState; setCookie?: string } => {
    const existing = readCookie(req, OIDC_TEST_COOKIE);
    if (existing && browsers.has(existing)) return { id: existing, state: browsers.get(existing) as BrowserState };
    const id = randomUUID();
    const state: BrowserState = {};
    browsers.set(id, state);
    return { id, state, setCookie: `${OIDC_TEST_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax` };
  };

  service.addRoute("GET", "/__test/health", (_req, res) => sendJson(res, 200, { status: "ok" }));

  service.addRoute("POST", "/__test/next-identity", (req: AugmentedRequest, res) => {
    const parsed = OidcIdentitySchema.safeParse(req.body);
    if (!parsed.success) return sendJson(res, 400, { error: z.prettifyError(parsed.error) });
    const { id, state, setCookie } = browserState(req);
    state.identity = parsed.data;
    sendJson(res, 200, { ok: true, browser: id }, setCookie ? { "set-cookie": setCookie } : {});
  });

  service.addRoute("POST", "/__test/next-outcome", (req: AugmentedRequest, res) => {
    const parsed = OidcOutcomeSchema.safeParse(req.body);
    if (!parsed.success) return sendJson(res, 400, { error: z.prettifyError(parsed.error) });
    const { id, state, setCookie } = browserState(req);
    state.outcome = parsed.data;
    sendJson(res, 200, { ok: true, browser: id }, setCookie ? { "set-cookie": setCookie } : {});
  });

  service.addRoute("GET", "/__test/avatar.svg", (req: AugmentedRequest, res) => {
    const seed = typeof req.query.u === "string" ? req.query.u : "vilma";
    res.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=3600" });
    res.end(avatarSvg(seed));
  });

  // Authorize: bind the code to this browser's identity, or end the way the test asked.
  service.on(Events.BeforeAuthorizeRedirect, (redirect: MutableRedirectUri, req: IncomingMessage) => {
    const cookie = readCookie(req, OIDC_TEST_COOKIE);
    const state = cookie ? browsers.get(cookie) : undefined;
    const outcome = state?.outcome;
    if (state) state.outcome = undefined;
    const url = redirect.url;
    if (outcome && outcome.outcome !== "approve") {
      url.searchParams.delete("code");
      if (outcome.outcome === "cancel") {
        url.searchParams.set("error", "access_denied");
        url.searchParams.set("error_description", "The user cancelled the request");
      } else {
        url.searchParams.set("error", outcome.error ?? "server_error");
        url.searchParams.set("error_description", outcome.error_description ?? "El proveedor no está disponible.");
      }
      return;
    }
    const code = url.searchParams.get("code");
    if (code) codes.set(code, state?.identity ?? defaultIdentity(server.issuer.url as string));
  });

  // Token: both the access token and the ID token carry the identity's claims.
  service.on(Events.BeforeTokenSigning, (token: MutableToken, req: TokenRequestIncomingMessage) => {
    const identity = req.body.code ? codes.get(req.body.code) : undefined;
    if (identity) Object.assign(token.payload, identityClaims(identity));
  });
  service.on(Events.BeforeResponse, (_response: MutableResponse, req: TokenRequestIncomingMessage) => {
    if (req.body.code) codes.delete(req.body.code);
  });

  // Userinfo: the claims of the access token presented (this server signed it).
  service.on(Events.BeforeUserinfo, (response: MutableResponse, req: IncomingMessage) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!bearer) {
      response.statusCode = 401;
      response.body = { error: "invalid_token" };
      return;
    }
    try {
      const claims = decodeJwt(bearer);
      const identity = OidcIdentitySchema.safeParse(claims);
      if (identity.success) response.body = identityClaims(identity.data);
    } catch {
      response.statusCode = 401;
      response.body = { error: "invalid_token" };
    }
  });

  await server.start(options.port ?? 0, host);
  if (!options.port) server.issuer.url = issuerFor(server.address().port);
  const issuer = server.issuer.url as string;
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    stop: () => server.stop(),
  };
}

runAsProcess(
  import.meta.url,
  () =>
    startOidcServer({
      port: Number(process.env.OIDC_PORT ?? DEFAULT_OIDC_PORT),
      host: process.env.OIDC_HOST ?? "127.0.0.1",
    }),
  (oidc) => `OIDC de prueba en ${oidc.issuer} (descubrimiento: ${oidc.discoveryUrl})`,
);
