/**
 * Property-based fuzzing of the built app (tests/setup/app-handler.ts `appRequest`, in-process, no
 * HTTP): every route of the route map, every method, hostile paths, queries, headers and bodies.
 *
 * The properties, per request: no 5xx; an HTML answer never carries a markup token we sent in
 * unescaped; and (where a file asks for it) a refused request (4xx) changes no table.
 *
 * Reproducible: a fixed seed unless FUZZ_SEED is set; FUZZ_RUNS scales every file's run count
 * (a multiplier, 1 by default). A failure prints the seed, the shrunk request, the answer and what
 * the app logged. FUZZ_COLLECT=1 keeps going instead and lists every distinct failure at the end,
 * with the answers' statuses and the slowest requests (for hunting, e.g. `FUZZ_SEED=7 FUZZ_RUNS=3`).
 *
 * Files: anonymous, user, owner and admin (3,000 cases each on PGlite, 1,000 on PostgreSQL); the
 * 5xx they found stay pinned in regressions.int.test.ts.
 */
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#server/platform/db/client.ts";
import { sessions, users } from "#server/platform/db/schema.ts";
import { appRequest, loadServerBuild } from "#tests/setup/app-handler.ts";
import { signIn, TEST_ORIGIN } from "#tests/setup/auth-client.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";

export const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20_261_125;
const RUNS_SCALE = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 1;

/** A file's share of the ≥ 10,000 cases `npm test` runs (on whichever database it uses), times FUZZ_RUNS. */
export function runsFor(base: number): number {
  return Math.max(1, Math.round(base * RUNS_SCALE));
}

// ---------------------------------------------------------------------------------------------
// What we send

/** Markup that must never come back unescaped in an HTML answer. */
export const MARKUP = [
  "<script>vilmaFuzz()</script>",
  '"><img src=x onerror=vilmaFuzz()>',
  "'><svg onload=vilmaFuzz()>",
];
const MARKUP_ECHO = /<script>vilmaFuzz|<img src=x onerror=vilmaFuzz|<svg onload=vilmaFuzz/i;

const ATOMS = [
  "..",
  "../..",
  "%2e%2e",
  "%2F",
  "%2f..%2f",
  "%5c",
  "%00",
  "\u0000",
  "\t",
  "\n",
  "\r\n",
  "%0d%0a",
  "%09",
  "%",
  "%E0%A4%A",
  "%ZZ",
  "%C0%AF",
  "\u202e",
  "\ufeff",
  "\ud800",
  "💥",
  "ñandú",
  "__proto__",
  "constructor",
  "toString",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "99999999999999999999",
  "0x10",
  "javascript:alert(1)",
  "//evil.example",
  "https://evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "data:text/html,x",
  "' OR 1=1 --",
  "$" + "{7*7}",
  "{{7*7}}",
  "%s%n",
  "[]",
  "{}",
  ...MARKUP,
];

export interface Seeds {
  slugs: string[];
  uuids: string[];
  ids: string[];
}

/** Real identifiers (so guards and lookups run past "not found"), and everything else. */
export function hostileString(seeds: Seeds): fc.Arbitrary<string> {
  const real = fc.constantFrom(...seeds.slugs, ...seeds.uuids, ...seeds.ids);
  const atom = fc.constantFrom(...ATOMS);
  return fc.oneof(
    { weight: 3, arbitrary: atom },
    { weight: 2, arbitrary: real },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.oneof(atom, real, fc.string({ maxLength: 5 })), { minLength: 2, maxLength: 5 })
        .map((parts) => parts.join("")),
    },
    { weight: 1, arbitrary: fc.integer({ min: 500, max: 20_000 }).map((n) => "a".repeat(n)) },
  );
}

/** A URL path: a route pattern of the map with its `:params` and `*` filled with hostile text. */
function pathArb(patterns: RoutePatterns, seeds: Seeds): fc.Arbitrary<string> {
  const value = hostileString(seeds);
  const encoded = fc
    .tuple(value, fc.constantFrom("raw", "component", "uri"))
    .map(([v, how]) =>
      how === "raw" ? v : how === "component" ? safeEncode(v, encodeURIComponent) : safeEncode(v, encodeURI),
    );
  return fc
    .tuple(
      // Half the time a route that takes posts: that is where bodies are read.
      fc.oneof(fc.constantFrom(...patterns.all), fc.constantFrom(...patterns.withAction)),
      fc.array(encoded, { minLength: 3, maxLength: 3 }),
      fc.constantFrom("", "", "", "/", ".data", "/.data", "//", "/.."),
    )
    .map(([pattern, values, suffix]) => {
      let i = 0;
      const filled = pattern.replace(/:[A-Za-z]+\??|\*/g, () => values[i++ % values.length] ?? "x");
      return `${filled}${suffix}`;
    });
}

function safeEncode(value: string, encode: (v: string) => string): string {
  try {
    return encode(value);
  } catch {
    // A lone surrogate: what a client would send as raw bytes.
    return value;
  }
}

const QUERY_KEYS = [
  "redirectTo",
  "q",
  "page",
  "size",
  "sort",
  "dir",
  "negocio",
  "token",
  "error",
  "error_description",
  "tab",
  "record",
  "email",
  "city",
  "category",
  "mode",
  "callbackURL",
  "_routes",
  "index",
];

function queryArb(seeds: Seeds): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...QUERY_KEYS) },
    { weight: 1, arbitrary: hostileString(seeds) },
  );
  const redirect = fc.oneof(
    fc.constantFrom(
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "https://evil.example/",
      "/%0d%0aSet-Cookie:%20x=y",
      "/ok",
    ),
    fc
      .tuple(
        fc.constantFrom("/", "//", "/\\", ""),
        fc.string({ unit: "binary-ascii", maxLength: 6 }),
        fc.constantFrom("evil.example", "x"),
      )
      .map((p) => p.join("")),
  );
  const pair = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(key, hostileString(seeds)) },
    { weight: 2, arbitrary: fc.tuple(fc.constant("redirectTo"), redirect) },
  );
  return fc.tuple(fc.array(pair, { maxLength: 4 }), fc.boolean()).map(([pairs, raw]) => {
    if (pairs.length === 0) return "";
    if (!raw) return `?${new URLSearchParams(pairs).toString()}`;
    return `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}`;
  });
}

const FIELD_NAMES = [
  "intent",
  "businessUuid",
  "ids",
  "rating",
  "comment",
  "email",
  "password",
  "confirmPassword",
  "currentPassword",
  "newPassword",
  "token",
  "negocio",
  "title",
  "discountBenefit",
  "description",
  "startDate",
  "endDate",
  "couponCode",
  "isFeatured",
  "id",
  "preference",
  "type",
  "referrer",
  "fullName",
  "name",
  "returnTo",
  "redirectTo",
  "callbackURL",
  "sessionToken",
  "avatar",
];
const INTENTS = [
  "signin",
  "signup",
  "resend",
  "save",
  "delete",
  "add",
  "remove",
  "toggle",
  "mark-read",
  "mark-all",
  "activate",
  "activate-many",
  "theme",
  "name",
  "avatar",
  "remove-avatar",
  "email",
  "password",
  "revoke-session",
  "view",
  "click",
  "coupon_copy",
];

interface Body {
  contentType: string | null;
  body: Uint8Array<ArrayBuffer> | string | null;
  contentLength?: string;
}

/** The forms the app takes, field by field: a whole form gets past "missing field" to the code behind. */
const FORMS: string[][] = [
  ["intent", "email", "password"],
  ["intent", "fullName", "email", "password", "confirmPassword"],
  ["email"],
  ["token", "password", "confirmPassword"],
  ["intent", "fullName"],
  ["intent", "preference"],
  ["intent", "newEmail", "currentPassword"],
  ["intent", "currentPassword", "newPassword", "confirmPassword"],
  ["intent", "sessionId"],
  ["intent", "avatar"],
  ["negocio", "title", "discountBenefit", "description", "startDate", "endDate", "couponCode", "isFeatured", "terms"],
  ["intent", "businessUuid"],
  ["intent", "ids", "ids", "ids"],
  ["intent", "businessUuid", "rating", "comment"],
  ["intent", "id", "returnTo"],
  ["preference"],
  ["type", "referrer"],
  ["email", "password", "name", "callbackURL", "rememberMe"],
  ["newPassword", "currentPassword", "revokeOtherSessions"],
];

function plausible(name: string, seeds: Seeds): fc.Arbitrary<string> {
  const ids = fc.constantFrom(...seeds.uuids, ...seeds.ids, "0f8fad5b-d9cb-469f-a165-70867728950e");
  switch (name) {
    case "intent":
      return fc.constantFrom(...INTENTS);
    case "email":
    case "newEmail":
      return fc.constantFrom("vecino@vilma.test", "comercio@vilma.test", "nuevo.fuzz@vilma.test", "a@b", "@", "x@x.x");
    case "password":
    case "newPassword":
    case "confirmPassword":
    case "currentPassword":
      return fc.constantFrom("vilma1234", "otra-clave-123", "", "123", "a".repeat(300));
    case "businessUuid":
    case "negocio":
    case "id":
    case "ids":
    case "sessionId":
      return ids;
    case "rating":
      return fc.constantFrom("1", "5", "0", "6", "-1", "3.5", "1e3", "NaN", "Infinity", "99999999999999999999");
    case "startDate":
    case "endDate":
      return fc.constantFrom(
        "2026-12-01",
        "2026-02-31",
        "9999-12-31",
        "0000-00-00",
        "2026-13-01",
        "2026-12-01T00:00:00Z",
        "1969-12-31",
        "+275760-09-13",
      );
    case "preference":
      return fc.constantFrom("light", "dark", "system");
    case "type":
      return fc.constantFrom("view", "click", "coupon_copy");
    case "isFeatured":
    case "rememberMe":
    case "revokeOtherSessions":
      return fc.constantFrom("on", "true", "false", "1");
    default:
      return fc.constantFrom("Ana", "Promo 2x1", "/ok", "ABC-123");
  }
}

function fieldsArb(seeds: Seeds, hostileValue: fc.Arbitrary<string>): fc.Arbitrary<[string, string][]> {
  const fieldValue = (name: string) =>
    fc.oneof({ weight: 3, arbitrary: plausible(name, seeds) }, { weight: 2, arbitrary: hostileValue });
  const whole = fc
    .constantFrom(...FORMS)
    .chain((names) => fc.tuple(...names.map((name) => fieldValue(name).map((v): [string, string] => [name, v]))));
  const loose = fc.array(
    fc.tuple(
      fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...FIELD_NAMES) },
        { weight: 1, arbitrary: hostileString(seeds) },
      ),
      hostileValue,
    ),
    { maxLength: 8 },
  );
  // Sometimes a field twice, with another value.
  return fc
    .tuple(fc.oneof({ weight: 3, arbitrary: whole }, { weight: 1, arbitrary: loose }), fc.option(hostileValue))
    .map(([list, again]) => (again !== null && list[0] ? [...list, [list[0][0], again]] : list));
}

function bodyArb(seeds: Seeds): fc.Arbitrary<Body> {
  const value = fc.oneof(
    { weight: 3, arbitrary: hostileString(seeds) },
    { weight: 2, arbitrary: fc.constantFrom(...INTENTS) },
  );
  const fields = fieldsArb(seeds, value);

  const contentType = fc.constantFrom(
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded; charset=utf-16",
    "multipart/form-data",
    "multipart/form-data; boundary=vilma",
    "multipart/form-data; boundary=",
    "application/json",
    "application/json; charset=latin1",
    "APPLICATION/JSON",
    "text/plain",
    "text/html",
    "application/xml",
    "image/png",
    "",
    "*/*",
    "application/json, application/x-www-form-urlencoded",
  );
  const urlencoded = fields.map((f) => new URLSearchParams(f).toString());
  const json = fc.oneof(
    fields.map((f) => JSON.stringify(Object.fromEntries(f))),
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fields.map((f) => JSON.stringify(Object.fromEntries(f)).slice(0, -1)),
    fc.constantFrom(
      '{"__proto__":{"isAdmin":true}}',
      '{"intent":"add","businessUuid":["x"]}',
      "[]",
      "null",
      '"x"',
      "1e999",
      "{",
    ),
  );
  const multipart = fc.tuple(fields, fc.boolean()).map(([f, broken]) => {
    const parts = f.map(([k, v]) =>
      k === "avatar"
        ? `--vilma\r\nContent-Disposition: form-data; name="avatar"; filename="${v.slice(0, 20)}.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n${v}\r\n`
        : `--vilma\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    );
    return `${parts.join("")}${broken ? "--vilm" : "--vilma--\r\n"}`;
  });
  const text = fc.oneof(
    { weight: 3, arbitrary: urlencoded },
    { weight: 3, arbitrary: json },
    { weight: 2, arbitrary: multipart },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("a=%", "a=%E0%A4%A", "&&&==&", "=x", "intent=add&intent=remove&intent=", "%00=%00"),
    },
  );
  const bytes = fc
    .uint8Array({ maxLength: 2_000 })
    .map((b) => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength));
  const huge = fc.integer({ min: 70 * 1024, max: 400 * 1024 }).map((n) => `intent=add&pad=${"x".repeat(n)}`);
  const declared = fc.constantFrom("999999999999", "1e9", "-1", "abc", "0", "  12  ", "18446744073709551616");
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<Body>({ contentType: null, body: null }) },
    { weight: 6, arbitrary: fc.record({ contentType, body: text }) },
    { weight: 1, arbitrary: fc.record({ contentType, body: bytes }) },
    { weight: 1, arbitrary: fc.record({ contentType, body: huge }) },
    { weight: 1, arbitrary: fc.record({ contentType, body: text, contentLength: declared }) },
  );
}

export interface FuzzCase {
  method: string;
  host: string;
  path: string;
  query: string;
  headers: [string, string][];
  body: Body;
}

/** Where the session cookie of the signed-in variant goes; `send` puts the current one in. */
const SESSION = "{session}";

export function caseArb(patterns: RoutePatterns, seeds: Seeds, signedIn: boolean): fc.Arbitrary<FuzzCase> {
  const session = signedIn ? SESSION : "";
  const sameOrigin = TEST_ORIGIN;
  const cookie = fc.oneof(
    { weight: 6, arbitrary: fc.constant(session) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom("vilma.session_token=", "vilma_flash=", "vilma-theme=", "__Secure-vilma.session_token=", ""),
          hostileString(seeds),
        )
        .map(([name, v]) => [session, `${name}${v}`].filter(Boolean).join("; ")),
    },
    { weight: 1, arbitrary: hostileString(seeds) },
  );
  const origin = fc.oneof(
    { weight: 8, arbitrary: fc.constant(sameOrigin) },
    { weight: 1, arbitrary: fc.constantFrom("null", "https://evil.example", "http://localhost:3000.evil.example", "") },
    { weight: 1, arbitrary: hostileString(seeds) },
  );
  const accept = fc.constantFrom(
    "text/html,application/json;q=0.9,*/*;q=0.8",
    "text/html",
    "application/json",
    "*/*",
    "",
    "text/x-component",
    "application/json;q=0, text/html;q=0",
    "image/avif",
    "garbage/;;;",
  );
  const extra = fc.array(
    fc.tuple(
      fc.constantFrom(
        "referer",
        "user-agent",
        "x-forwarded-for",
        "x-forwarded-host",
        "x-forwarded-proto",
        "if-none-match",
        "range",
        "accept-language",
        "x-remix-reload-document",
        "sec-fetch-site",
        "authorization",
      ),
      hostileString(seeds),
    ),
    { maxLength: 3 },
  );
  const host = fc.oneof(
    { weight: 10, arbitrary: fc.constant(new URL(TEST_ORIGIN).host) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        "evil.example",
        "LOCALHOST:3000",
        "[::1]:3000",
        "127.0.0.1:3000",
        "xn--vilma-9qa.example",
      ),
    },
  );
  const method = fc.oneof(
    { weight: 3, arbitrary: fc.constant("GET") },
    { weight: 4, arbitrary: fc.constant("POST") },
    { weight: 3, arbitrary: fc.constantFrom("PUT", "PATCH", "DELETE", "OPTIONS") },
  );

  return fc
    .record({
      method,
      host,
      path: pathArb(patterns, seeds),
      query: queryArb(seeds),
      cookie,
      origin,
      accept,
      extra,
      body: bodyArb(seeds),
    })
    .map(({ method, host, path, query, cookie, origin, accept, extra, body }) => {
      const headers: [string, string][] = [
        ["accept", accept],
        ["cookie", cookie],
        ["origin", origin === "same" ? `http://${host}` : origin],
        ...extra,
      ];
      if (body.contentType !== null) headers.push(["content-type", body.contentType]);
      if (body.contentLength) headers.push(["content-length", body.contentLength]);
      return { method, host, path, query, headers, body };
    });
}

/** What a Node HTTP server would hand the app: header bytes read as latin1, no CR/LF/NUL. */
function headerValue(value: string): string {
  return Buffer.from(value, "utf8")
    .toString("latin1")
    .replace(/[\r\n\0]/g, "");
}

/** The Request the app would see, or null when no HTTP server would have produced one. */
export function toRequest(fuzz: FuzzCase, session = ""): Request | null {
  let url: URL;
  try {
    // As @react-router/express does: the Host header's origin and the raw path.
    url = new URL(`http://${fuzz.host}${fuzz.path.startsWith("/") ? "" : "/"}${fuzz.path}${fuzz.query}`);
  } catch {
    return null;
  }
  const headers = new Headers();
  headers.set("host", fuzz.host);
  for (const [name, value] of fuzz.headers) {
    const v = headerValue(name === "cookie" ? value.replace(SESSION, session) : value);
    if (v === "" && name !== "cookie") continue;
    try {
      headers.append(name, v);
    } catch {
      // A value the HTTP parser would have refused before the app.
    }
  }
  const hasBody = fuzz.method !== "GET" && fuzz.body.body !== null;
  return new Request(url, { method: fuzz.method, headers, body: hasBody ? fuzz.body.body : undefined });
}

export interface Answer {
  status: number;
  type: string;
  text: string;
  /** What the app logged while answering. */
  logs: string[];
}

/**
 * React Router logs every refused request (405s, aborted actions) with its stack: thousands of lines.
 * Kept instead, and shown with the request that failed.
 */
let logged: string[] = [];
let spies: { mockClear(): void }[] = [];
export function quietConsole(): void {
  const keep = (...args: unknown[]) => {
    logged.push(
      args
        .map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a)))
        .join(" ")
        .slice(0, 1_500),
    );
  };
  spies = [vi.spyOn(console, "error").mockImplementation(keep), vi.spyOn(console, "warn").mockImplementation(keep)];
}

/** Failures kept instead of thrown (FUZZ_COLLECT=1): to list every 5xx of a run at once. */
export const COLLECT = process.env.FUZZ_COLLECT === "1";
export const collected = new Map<string, string>();
const statusCount = new Map<string, number>();
const slow: string[] = [];
let snapshotMs = 0;

export async function send(fuzz: FuzzCase, session = ""): Promise<Answer | null> {
  const request = toRequest(fuzz, session);
  if (!request) return null;
  logged = [];
  // The spies would otherwise keep every call (and its Error) for the whole run.
  for (const spy of spies) spy.mockClear();
  const t0 = performance.now();
  const response = await appRequest(request);
  const text = await response.text();
  const ms = performance.now() - t0;
  if (COLLECT && ms > 200) slow.push(`${ms.toFixed(0)} ms ${response.status} ${fuzz.method} ${fuzz.path.slice(0, 60)}`);
  return { status: response.status, type: response.headers.get("content-type") ?? "", text, logs: logged };
}

export function describeCase(fuzz: FuzzCase): string {
  const body =
    typeof fuzz.body.body === "string"
      ? fuzz.body.body.slice(0, 300)
      : fuzz.body.body
        ? `<${fuzz.body.body.byteLength} bytes>`
        : "";
  return `${fuzz.method} http://${fuzz.host}${fuzz.path.slice(0, 300)}${fuzz.query.slice(0, 300)}\n${fuzz.headers
    .map(([k, v]) => `${k}: ${v.slice(0, 120)}`)
    .join("\n")}\n\n${body}`;
}

/** The per-answer properties every fuzz file checks. */
export function checkAnswer(fuzz: FuzzCase, answer: Answer): void {
  const detail = () =>
    `${describeCase(fuzz)}\n→ ${answer.status} ${answer.type}\n${answer.text.slice(0, 400)}\nlogs:\n${answer.logs.join("\n").slice(0, 3_000)}`;
  const fail = (kind: string) => {
    if (!COLLECT) expect.fail(`${kind}:\n${detail()}`);
    const signature = `${kind} ${answer.status} ${fuzz.method} ${fuzz.path.split("/").slice(0, 3).join("/").slice(0, 40)} ${answer.logs[0]?.split("\n")[0]?.slice(0, 120) ?? ""}`;
    if (!collected.has(signature)) collected.set(signature, detail());
  };
  if (COLLECT) {
    const key = `${answer.status} ${fuzz.method === "GET" ? "GET" : "non-GET"}${answer.status === 400 ? ` ${answer.logs[0]?.slice(0, 70) ?? ""}` : ""}`;
    statusCount.set(key, (statusCount.get(key) ?? 0) + 1);
  }
  if (answer.status >= 500) fail("5xx from bad input");
  if (answer.type.startsWith("text/html") && MARKUP_ECHO.test(answer.text)) fail("markup sent in came back unescaped");
}

export function reportCollected(label: string): void {
  if (!COLLECT) return;
  console.info(`${label}: ${collected.size} distinct failures; statuses ${JSON.stringify([...statusCount].sort())}`);
  console.info(`snapshots took ${snapshotMs.toFixed(0)} ms in all`);
  console.info(`slow (${slow.length}):\n${slow.slice(0, 40).join("\n")}`);
  for (const [signature, detail] of collected) console.info(`=== ${signature}\n${detail}\n`);
}

// ---------------------------------------------------------------------------------------------
// The route map

export interface RoutePatterns {
  all: string[];
  withAction: string[];
}

/** Every URL pattern of the build's route map (a child's path joined to its parents'). */
export async function routePatterns(): Promise<RoutePatterns> {
  const build = await loadServerBuild();
  const full = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    const parent = full(route.parentId);
    return route.path ? `${parent}/${route.path}` : parent;
  };
  const all = new Set<string>(["/_root.data"]);
  const withAction = new Set<string>();
  for (const [id, route] of Object.entries(build.routes)) {
    all.add(full(id) || "/");
    if (route?.module.action) withAction.add(full(id) || "/");
  }
  return { all: [...all], withAction: [...withAction] };
}

export async function seedsFrom(handle: DatabaseHandle): Promise<Seeds> {
  const rows = (await handle.db.execute(sql`
    (select slug as v, 'slug' as k from businesses where status = 'active' limit 3)
    union all (select uuid::text, 'uuid' from businesses where status = 'active' limit 3)
    union all (select uuid::text, 'uuid' from businesses where status = 'pending' limit 2)
    union all (select id::text, 'uuid' from business_promotions limit 3)
    union all (select id::text, 'id' from businesses limit 2)
    union all (select slug, 'slug' from magazine_posts limit 2)
  `)) as unknown as { rows?: { v: string; k: string }[] } | { v: string; k: string }[];
  const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
  const of = (k: string) => list.filter((r) => r.k === k).map((r) => r.v);
  return { slugs: of("slug"), uuids: of("uuid"), ids: of("id") };
}

// ---------------------------------------------------------------------------------------------
// "A refused request changes nothing": row counts and the newest update of every table

/** Written by reads on purpose (sessions refresh, limits count, views and searches are counted). */
const NOT_STATE = new Set(["sessions", "rate_limits", "business_analytics", "search_analytics"]);

export interface StateProbe {
  /** The next transaction id: unchanged means nothing at all was written since. O(1). */
  writes(): Promise<string>;
  /** Row counts and newest updated_at of every table that holds state: what a write changed. */
  tables(): Promise<string>;
}

async function firstValue(handle: DatabaseHandle, query: ReturnType<typeof sql.raw>): Promise<string> {
  const rows = (await handle.db.execute(query)) as unknown as { rows?: { v: string }[] } | { v: string }[];
  const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
  return String(list[0]?.v ?? "");
}

export async function stateProbe(handle: DatabaseHandle): Promise<StateProbe> {
  const result = (await handle.db.execute(sql`
    select t.table_name as name, bool_or(c.column_name = 'updated_at') as updated
    from information_schema.tables t join information_schema.columns c using (table_schema, table_name)
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
    group by t.table_name order by t.table_name
  `)) as unknown as { rows?: { name: string; updated: boolean }[] } | { name: string; updated: boolean }[];
  const tables = (Array.isArray(result) ? result : (result.rows ?? [])).filter((t) => !NOT_STATE.has(t.name));
  const parts = tables.map(
    (t) =>
      `'${t.name}:' || (select count(*) from "${t.name}")${t.updated ? ` || ':' || coalesce((select max(updated_at)::text from "${t.name}"), '')` : ""}`,
  );
  const tablesQuery = sql.raw(`select ${parts.join(" || ' | ' || ")} as v`);
  // Reading the snapshot assigns no transaction id, so asking does not move it.
  const writesQuery = sql.raw("select pg_snapshot_xmax(pg_current_snapshot())::text as v");
  return {
    writes: () => firstValue(handle, writesQuery),
    tables: async () => {
      const t0 = performance.now();
      const value = await firstValue(handle, tablesQuery);
      snapshotMs += performance.now() - t0;
      return value;
    },
  };
}

/** fc.check with the seed and runs; a failure says how to run it again. Each file offsets the seed
 * by its label, so the four files send different cases. */
export async function assertFuzz<T>(
  property: fc.IAsyncProperty<T>,
  numRuns: number,
  label = "",
): Promise<fc.RunDetails<T>> {
  let offset = 0;
  for (const char of label) offset = (offset * 31 + char.charCodeAt(0)) % 1_000_003;
  const details = await fc.check(property, { seed: FUZZ_SEED + offset, numRuns });
  if (details.failed) {
    throw new Error(
      `fuzz falló con FUZZ_SEED=${FUZZ_SEED} (semilla de fast-check ${details.seed}; repetir: FUZZ_SEED=${FUZZ_SEED} npx vitest run <este archivo>)\n${fc.defaultReportMessage(details)}\n${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`,
    );
  }
  return details;
}

// ---------------------------------------------------------------------------------------------
// One fuzz file: a role, its share of the runs, every property

export interface FuzzFile {
  /** Who is signed in ("anonymous", or the role's name for the report). */
  label: string;
  /** The account signed in for the whole run; none for anonymous. */
  email?: string;
  runs: number;
}

const PASSWORD = "vilma1234";

export function defineFuzz(file: FuzzFile): void {
  const database = setupTestDatabase();
  let patterns: RoutePatterns;
  let seeds: Seeds;
  let probe: StateProbe;
  let session = "";

  /** The session's row, put back when a fuzzed sign-out or revocation deletes it (signing in
   * again each time would run into the sign-in limits). */
  let sessionRows: (typeof sessions.$inferSelect)[] = [];
  const keepSession = async () => {
    if (sessionRows.length) await database().db.insert(sessions).values(sessionRows).onConflictDoNothing();
  };

  beforeAll(async () => {
    patterns = await routePatterns();
    seeds = await seedsFrom(database());
    probe = await stateProbe(database());
    if (file.email) {
      session = await signIn(file.email, PASSWORD);
      const [user] = await database().db.select({ id: users.id }).from(users).where(eq(users.email, file.email));
      sessionRows = await database().db.select().from(sessions).where(eq(sessions.userId, user!.id));
    }
    quietConsole();
  });

  const runs = runsFor(file.runs);
  it(`${file.label}: no 5xx, no echoed markup, a refused request changes nothing (${runs} cases)`, {
    timeout: 600_000,
  }, async () => {
    const started = performance.now();
    let sent = 0;
    let refused = 0;
    /**
     * The state as of a transaction id: counted again only when something wrote since (an accepted
     * request, a session refresh), so a run of refusals costs one cheap query each.
     */
    let base = { writes: "", tables: "" };
    const details = await assertFuzz(
      fc.asyncProperty(
        fc.constant(null).chain(() => caseArb(patterns, seeds, file.email !== undefined)),
        async (fuzz) => {
          if (COLLECT && sent % 250 === 0)
            console.info(`${sent} ${((performance.now() - started) / 1000).toFixed(1)} s`);
          const writes = await probe.writes();
          if (writes !== base.writes) base = { writes, tables: await probe.tables() };
          const answer = await send(fuzz, session);
          if (!answer) return;
          sent++;
          checkAnswer(fuzz, answer);
          if (answer.status >= 400 && answer.status < 500) {
            refused++;
            const after = await probe.writes();
            if (after !== base.writes) {
              const tables = await probe.tables();
              const changed = diffSnapshots(base.tables, tables);
              base = { writes: after, tables };
              if (changed) {
                if (COLLECT) collected.set(`changed by a refused request: ${changed}`, describeCase(fuzz));
                else expect.fail(`a refused request (${answer.status}) changed ${changed}:\n${describeCase(fuzz)}`);
              }
            }
          }
          // A fuzzed sign-out or session revocation must not turn the rest of the run anonymous.
          if (file.email && fuzz.method !== "GET") await keepSession();
        },
      ),
      runs,
      file.label,
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    reportCollected(file.label);
    console.info(
      `fuzz ${file.label}: ${details.numRuns} casos, ${sent} pedidos, ${refused} rechazados sin cambios, ${seconds} s, FUZZ_SEED=${FUZZ_SEED}`,
    );
    expect(sent).toBeGreaterThan(details.numRuns * 0.9);
  });
}

function diffSnapshots(before: string, after: string): string {
  const a = before.split(" | ");
  const b = after.split(" | ");
  return b.filter((part, i) => part !== a[i]).join(", ");
}
