/**
 * Issue 21 §4: what a probe from outside found, against the whole production server over raw
 * sockets (so every byte of a Location header and every refused method is seen as a client sees it).
 * 1. An open redirect through Better Auth's callbackURL, signed out.
 * 4. TRACE answered 500 (and a stack on stderr per request); other unserved methods logged a stack.
 * 5. A redirectTo with a character above U+00FF answered 500; Latin-1 went out as raw bytes.
 */
import net from "node:net";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { signIn, TEST_ORIGIN } from "#tests/setup/auth-client.ts";
import { setupRealServer } from "#tests/setup/real-server.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";

setupTestDatabase();
const server = setupRealServer();

interface RawAnswer {
  status: number;
  /** Header names lower-cased; values as the bytes came (latin1). */
  headers: Record<string, string>;
  /** Read as UTF-8, chunks joined. */
  body: string;
  raw: string;
}

/** One request written byte for byte; the answer read until the server closes the connection. */
function rawRequest(head: string, body = ""): Promise<RawAnswer> {
  const { port } = new URL(server());
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1", () => {
      socket.write(`${head}\r\nHost: ${new URL(TEST_ORIGIN).host}\r\nConnection: close\r\n\r\n${body}`);
    });
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const bytes = Buffer.concat(chunks);
      const end = bytes.indexOf("\r\n\r\n");
      const top = bytes.subarray(0, end === -1 ? bytes.length : end).toString("latin1");
      const [statusLine = "", ...lines] = top.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body: Buffer = end === -1 ? Buffer.alloc(0) : bytes.subarray(end + 4);
      if (headers["transfer-encoding"] === "chunked") body = dechunk(body);
      resolve({
        status: Number(statusLine.split(" ")[1] ?? 0),
        headers,
        body: body.toString("utf8"),
        raw: bytes.toString("latin1"),
      });
    });
  });
}

function dechunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf("\r\n", at);
    const size = Number.parseInt(bytes.subarray(at, lineEnd).toString("latin1"), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

const get = (path: string, cookie?: string) =>
  rawRequest(`GET ${path} HTTP/1.1${cookie ? `\r\nCookie: ${cookie}` : ""}`);

/** A browser without JavaScript posting a form. */
function postForm(path: string, fields: Record<string, string>, cookie?: string) {
  const body = new URLSearchParams(fields).toString();
  return rawRequest(
    [
      `POST ${path} HTTP/1.1`,
      `Origin: ${TEST_ORIGIN}`,
      "Sec-Fetch-Mode: navigate",
      "Content-Type: application/x-www-form-urlencoded",
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...(cookie ? [`Cookie: ${cookie}`] : []),
    ].join("\r\n"),
    body,
  );
}

/** What the server writes to stderr and console.error while a test runs: no stack may appear. */
let written: string[] = [];
beforeEach(() => {
  written = [];
  const keep = (value: unknown) => {
    written.push(String(value instanceof Error ? value.stack : value));
  };
  vi.spyOn(console, "error").mockImplementation((...args) => args.forEach(keep));
  const write = process.stderr.write.bind(process.stderr);
  vi.spyOn(process.stderr, "write").mockImplementation((chunk, ...rest) => {
    keep(chunk);
    return write(chunk, ...(rest as []));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});
const stacks = () => written.filter((line) => /\n\s+at /.test(line) || /^\s+at /m.test(line));

let cookie = "";
beforeAll(async () => {
  cookie = await signIn("vecino@vilma.test", "vilma1234");
});

describe("§4.1 Better Auth's callbackURL is one of this site's paths", () => {
  it.each([
    "%2F.%2F%2Fevil.example%2Fphish",
    "/auth/../..//evil.example",
    "%5C%5Cevil.example",
    "%2F%252F%252Fevil.example",
    "https%3A%2F%2Fevil.example",
  ])("GET /api/auth/verify-email?token=x&callbackURL=%s sends nobody anywhere", async (callback) => {
    for (const who of [undefined, cookie]) {
      const answer = await get(`/api/auth/verify-email?token=x&callbackURL=${callback}`, who);
      expect(answer.status).toBe(400);
      expect(answer.headers.location).toBeUndefined();
      expect(JSON.parse(answer.body)).toMatchObject({
        error: { status: 400, message: "La dirección de regreso no es válida." },
      });
    }
  });
});

describe("§4.4 a method no route takes", () => {
  it.each([
    "TRACE /",
    "TRACE /search?q=pizza",
    "TRACE /api/auth/get-session",
    "TRACE /assets/nada.js",
    "OPTIONS /",
    "OPTIONS *",
    "PROPFIND /",
    "PURGE /business/1",
    "MKCOL /uploads/x",
    "CONNECT evil.example:443",
  ])("%s → 501 with Allow and a Spanish word, no stack in the log", async (line) => {
    const answer = await rawRequest(`${line} HTTP/1.1`);
    expect(answer.status, answer.raw).toBe(501);
    expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
    expect(answer.body).toContain("Método no admitido");
    expect(stacks()).toEqual([]);
  });

  it("the methods the app serves still reach it", async () => {
    expect((await get("/search?q=pizza")).status).toBe(200);
    expect((await rawRequest("HEAD / HTTP/1.1")).status).toBe(200);
    expect((await rawRequest("DELETE /mi-comercio HTTP/1.1", "")).status).toBeLessThan(500);
  });
});

describe("§4.5 a redirect target with characters a header cannot carry as is", () => {
  const TARGETS: [string, string][] = [
    ["/search?q=€", "/search?q=%E2%82%AC"],
    ["/search?q=🍕", "/search?q=%F0%9F%8D%95"],
    ["/search?q=ñandú", "/search?q=%C3%B1and%C3%BA"],
    ["/search?q=café", "/search?q=caf%C3%A9"],
  ];
  const ascii = /^[\x21-\x7e]+$/;

  it.each(TARGETS)("/auth, /auth.data and /auth/confirmado with redirectTo=%j send %j", async (target, encoded) => {
    const query = `redirectTo=${encodeURIComponent(target)}`;
    const page = await get(`/auth?${query}`, cookie);
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe(encoded);

    const data = await get(`/auth.data?${query}`, cookie);
    expect(data.status).toBeLessThan(500);
    expect(data.headers["x-remix-redirect"] ?? data.body).toContain(encoded);

    const confirmed = await get(`/auth/confirmado?${query}`, cookie);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.location).toBe(encoded);

    // Signed out: the page itself, and the way back to sign in keeps the target.
    expect((await get(`/auth?${query}`)).status).toBe(200);
    expect((await get(`/auth.data?${query}`)).status).toBe(200);
    const out = await get(`/auth/confirmado?${query}`);
    expect(out.status).toBe(302);
    expect(out.headers.location).toMatch(ascii);
    expect(out.headers.location).toBe(`/auth?redirectTo=${encodeURIComponent(encoded)}`);
    expect(stacks()).toEqual([]);
  });

  it.each(TARGETS)("the redirectTo field of /api/favorites and /api/reviews: %j → %j", async (target, encoded) => {
    for (const path of ["/api/favorites", "/api/reviews"]) {
      const fields = { businessUuid: "0f8fad5b-d9cb-469f-a165-70867728950e", intent: "add", redirectTo: target };
      const signedIn = await postForm(path, fields, cookie);
      expect(signedIn.status, `${path} ${signedIn.raw.slice(0, 200)}`).toBeGreaterThanOrEqual(300);
      expect(signedIn.status, path).toBeLessThan(400);
      expect(signedIn.headers.location, path).toBe(encoded);

      const signedOut = await postForm(path, fields);
      expect(signedOut.status, path).toBeGreaterThanOrEqual(300);
      expect(signedOut.status, path).toBeLessThan(400);
      expect(signedOut.headers.location, path).toBe(`/auth?redirectTo=${encodeURIComponent(encoded)}`);
    }
    expect(stacks()).toEqual([]);
  });
});
