/**
 * Drives the PRODUCTION build (build/server/index.js, made by `npx react-router build`) in-process,
 * so integration tests go through the real routes, middleware, guards and error boundaries.
 * The bundle's `getDb()` reads the same global handle `setupTestDatabase()` installs, so every
 * request runs against the test file's own database.
 *
 * What a browser would see, without JavaScript: document requests (no `.data` suffix), POSTs as
 * urlencoded forms with a same-origin `Origin` header, redirects not followed.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { TEST_ORIGIN } from "./auth-client.ts";

/** TEST_APP_BUILD points at another build's server entry (a copy made while someone else rebuilds). */
const BUILD_FILE = path.resolve(
  process.env.TEST_APP_BUILD ?? path.join(import.meta.dirname, "../../build/server/index.js"),
);

type Handler = (request: Request) => Promise<Response>;
let handler: Promise<Handler> | undefined;
let serverBuild: Promise<ServerBuild> | undefined;

/** The production build itself: its `routes` is the route map, each with its module (loader, action). */
export function loadServerBuild(): Promise<ServerBuild> {
  serverBuild ??= (async () => {
    if (!fs.existsSync(BUILD_FILE)) {
      throw new Error("Falta el build de producción: corré `npx react-router build` (`npm test` lo hace antes).");
    }
    return (await import(pathToFileURL(BUILD_FILE).href)) as ServerBuild;
  })();
  return serverBuild;
}

function loadHandler(): Promise<Handler> {
  handler ??= loadServerBuild().then((build) => createRequestHandler(build, "production"));
  return handler;
}

/** A raw Request straight into the app's handler, exactly as built (fuzz tests shape every byte). */
export async function appRequest(request: Request): Promise<Response> {
  return (await loadHandler())(request);
}

export interface FetchAppOptions {
  method?: string;
  /** A Cookie header (from tests/setup/auth-client.ts `signIn`). */
  cookie?: string;
  /** Sent as application/x-www-form-urlencoded, like an HTML form. */
  form?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** Any other body, as is (set its content-type in `headers`): hostile-input tests. */
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
}

export interface AppResponse {
  status: number;
  headers: Headers;
  /** The Location header of a redirect, as sent (a path for same-site redirects). */
  location: string | null;
  text: string;
  /** The body parsed as JSON, or null when it is not JSON. */
  json: unknown;
}

export async function fetchApp(pathname: string, options: FetchAppOptions = {}): Promise<AppResponse> {
  const handle = await loadHandler();
  const hasBody = options.form || options.json !== undefined || options.body !== undefined;
  const method = options.method ?? (hasBody ? "POST" : "GET");
  const headers = new Headers(options.headers);
  if (!headers.has("accept")) headers.set("accept", "text/html,application/json;q=0.9,*/*;q=0.8");
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: string | Uint8Array<ArrayBuffer> | undefined = options.body;
  if (options.form) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.json);
  }
  // Browsers send Origin with every POST; React Router refuses actions whose Origin is another site.
  if (method !== "GET" && method !== "HEAD" && !headers.has("origin")) headers.set("origin", TEST_ORIGIN);
  const response = await handle(new Request(new URL(pathname, TEST_ORIGIN), { method, headers, body }));
  const text = await response.text();
  let json: unknown = null;
  if ((response.headers.get("content-type") ?? "").includes("json")) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  return { status: response.status, headers: response.headers, location: response.headers.get("location"), text, json };
}
