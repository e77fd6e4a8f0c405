/**
 * A local stand-in for an S3-compatible bucket service (S3_ENDPOINT), for tests and for trying the
 * setting on a laptop. Path-style only (`/{bucket}/{key}`), objects in memory:
 *   PUT    /{bucket}/{key}   stores the body with its Content-Type and Cache-Control → 200, ETag
 *   GET    /{bucket}/{key}   → 200 with the bytes (or 304 on a matching If-None-Match, 206 for a Range), 404 NoSuchKey
 *   HEAD   /{bucket}/{key}   → the same headers without a body
 *   DELETE /{bucket}/{key}   → 204, whether or not it was there (as S3)
 * Buckets exist on first use. Every request must carry an AWS Signature V4 (Authorization header)
 * made with the configured key pair for its region and service "s3", within 15 minutes of now,
 * and, when X-Amz-Content-Sha256 names a hash, a body with that hash; anything else gets S3's 403
 * (SignatureDoesNotMatch, InvalidAccessKeyId, RequestTimeTooSkewed) or 400 (XAmzContentSHA256Mismatch).
 * The signature is computed here from the specification with node:crypto, independently of the
 * client library the app uses (aws4fetch).
 *
 * Test helpers (unsigned): GET /__test/health, GET /__test/objects (keys and sizes).
 *
 * Run on its own: `node tests/s3/server.ts` (S3_STANDIN_PORT, default 3229; S3_STANDIN_ACCESS_KEY_ID,
 * S3_STANDIN_SECRET_ACCESS_KEY, S3_STANDIN_REGION).
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { closeServer, runAsProcess } from "#tests/setup/stand-in.ts";

export const DEFAULT_S3_PORT = 3229;
export const S3_STANDIN_CREDENTIALS = {
  accessKeyId: "VILMATESTACCESSKEY01",
  secretAccessKey: "vilma-test-secret-access-key-0123456789",
  region: "us-east-1",
};

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
  cacheControl: string | null;
  etag: string;
  lastModified: Date;
}

export interface S3Standin {
  server: Server;
  url: string;
  /** The stored object, or undefined ("bucket/key"). */
  object(bucket: string, key: string): StoredObject | undefined;
  /** Every stored "bucket/key". */
  keys(): string[];
  /** Requests refused for their signature so far. */
  refused(): number;
  stop(): Promise<void>;
}

const MAX_SKEW_MS = 15 * 60_000;
const UNSIGNED = "UNSIGNED-PAYLOAD";

const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 percent-encoding of one path segment or query component, as SigV4 wants it. */
function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function xmlError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { "content-type": "application/xml" });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

interface Verdict {
  ok: boolean;
  status?: number;
  code?: string;
  message?: string;
}

/**
 * Checks the request's SigV4 Authorization header: the canonical request rebuilt from what arrived
 * (method, path, query, the signed headers, the payload hash), the string to sign, the signing key
 * derived from the secret, and a constant-time comparison.
 */
function verifySignature(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  credentials: typeof S3_STANDIN_CREDENTIALS,
  now: number,
): Verdict {
  const refuse = (code: string, message: string, status = 403): Verdict => ({ ok: false, status, code, message });
  const authorization = req.headers.authorization ?? "";
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return refuse("AccessDenied", "Falta la firma AWS4-HMAC-SHA256.");
  const [, accessKeyId, date, region, service, signedHeadersText, signature] = match as unknown as string[];
  if (accessKeyId !== credentials.accessKeyId) return refuse("InvalidAccessKeyId", "Clave de acceso desconocida.");
  if (region !== credentials.region || service !== "s3") {
    return refuse("SignatureDoesNotMatch", "Región o servicio equivocados en la credencial.");
  }
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  const parsed = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!parsed || amzDate.slice(0, 8) !== date) return refuse("AccessDenied", "X-Amz-Date falta o no coincide.");
  const [, y, mo, d, h, mi, s] = parsed.map(Number) as number[];
  const signedAt = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  if (Math.abs(now - signedAt) > MAX_SKEW_MS) return refuse("RequestTimeTooSkewed", "La firma es de otro momento.");

  const signedHeaders = signedHeadersText!.split(";");
  if (!signedHeaders.includes("host") || !signedHeaders.includes("x-amz-date")) {
    return refuse("AccessDenied", "Host y X-Amz-Date deben estar firmados.");
  }
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
  if (!payloadHash) return refuse("InvalidRequest", "Falta X-Amz-Content-Sha256.", 400);
  if (payloadHash !== UNSIGNED && payloadHash !== sha256Hex(body)) {
    return refuse("XAmzContentSHA256Mismatch", "El cuerpo no tiene el hash firmado.", 400);
  }

  const canonicalPath = url.pathname
    .split("/")
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join("/");
  const canonicalQuery = [...url.searchParams]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const canonicalHeaders = signedHeaders
    .map((name) => {
      const raw = req.headers[name];
      const value = Array.isArray(raw) ? raw.join(",") : (raw ?? "");
      return `${name}:${value.trim().replace(/\s+/g, " ")}\n`;
    })
    .join("");
  const canonicalRequest = [
    req.method,
    canonicalPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeadersText,
    payloadHash,
  ].join("\n");
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, date!), region!), service!),
    "aws4_request",
  );
  const expected = createHmac("sha256", signingKey).update(stringToSign).digest();
  const given = Buffer.from(signature!, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return refuse("SignatureDoesNotMatch", "La firma calculada no coincide con la enviada.");
  }
  return { ok: true };
}

export async function startS3Standin(
  options: { port?: number; host?: string; credentials?: typeof S3_STANDIN_CREDENTIALS } = {},
): Promise<S3Standin> {
  const credentials = options.credentials ?? S3_STANDIN_CREDENTIALS;
  const host = options.host ?? "127.0.0.1";
  const objects = new Map<string, StoredObject>();
  let refused = 0;

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://localhost");
      if (url.pathname === "/__test/health") {
        res.writeHead(200, { "content-type": "text/plain" }).end("ok");
        return;
      }
      if (url.pathname === "/__test/objects") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify([...objects].map(([name, o]) => ({ name, size: o.bytes.length }))));
        return;
      }
      const body = await readBody(req);
      const verdict = verifySignature(req, url, body, credentials, Date.now());
      if (!verdict.ok) {
        refused++;
        xmlError(res, verdict.status ?? 403, verdict.code ?? "AccessDenied", verdict.message ?? "");
        return;
      }
      const match = /^\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])\/(.+)$/.exec(url.pathname);
      if (!match) {
        xmlError(res, 400, "InvalidRequest", "Sólo direcciones path-style: /{bucket}/{key}.");
        return;
      }
      const name = `${match[1]}/${decodeURIComponent(match[2]!)}`;
      const found = objects.get(name);
      switch (req.method) {
        case "PUT": {
          const etag = `"${createHash("md5").update(body).digest("hex")}"`;
          objects.set(name, {
            bytes: body,
            contentType: String(req.headers["content-type"] ?? "application/octet-stream"),
            cacheControl: (req.headers["cache-control"] as string | undefined) ?? null,
            etag,
            lastModified: new Date(Math.floor(Date.now() / 1000) * 1000),
          });
          res.writeHead(200, { etag }).end();
          return;
        }
        case "GET":
        case "HEAD": {
          if (!found) {
            if (req.method === "HEAD") res.writeHead(404).end();
            else xmlError(res, 404, "NoSuchKey", "No existe ese objeto.");
            return;
          }
          const headers: Record<string, string> = {
            "content-type": found.contentType,
            etag: found.etag,
            "last-modified": found.lastModified.toUTCString(),
            "accept-ranges": "bytes",
          };
          if (found.cacheControl) headers["cache-control"] = found.cacheControl;
          if (req.headers["if-none-match"] === found.etag) {
            res.writeHead(304, headers).end();
            return;
          }
          const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ""));
          if (range) {
            const start = Number(range[1]);
            const end = Math.min(range[2] ? Number(range[2]) : found.bytes.length - 1, found.bytes.length - 1);
            const part = found.bytes.subarray(start, end + 1);
            headers["content-range"] = `bytes ${start}-${end}/${found.bytes.length}`;
            headers["content-length"] = String(part.length);
            res.writeHead(206, headers).end(req.method === "HEAD" ? undefined : part);
            return;
          }
          headers["content-length"] = String(found.bytes.length);
          res.writeHead(200, headers).end(req.method === "HEAD" ? undefined : found.bytes);
          return;
        }
        case "DELETE":
          objects.delete(name);
          res.writeHead(204).end();
          return;
        default:
          xmlError(res, 405, "MethodNotAllowed", "Método no permitido.");
      }
    } catch (error) {
      xmlError(res, 500, "InternalError", error instanceof Error ? error.message : String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : (options.port ?? 0);
  return {
    server,
    url: `http://${host}:${port}`,
    object: (bucket, key) => objects.get(`${bucket}/${key}`),
    keys: () => [...objects.keys()],
    refused: () => refused,
    stop: () => closeServer(server),
  };
}

runAsProcess(
  import.meta.url,
  () =>
    startS3Standin({
      port: Number(process.env.S3_STANDIN_PORT ?? DEFAULT_S3_PORT),
      host: process.env.S3_STANDIN_HOST ?? "127.0.0.1",
      credentials: {
        accessKeyId: process.env.S3_STANDIN_ACCESS_KEY_ID ?? S3_STANDIN_CREDENTIALS.accessKeyId,
        secretAccessKey: process.env.S3_STANDIN_SECRET_ACCESS_KEY ?? S3_STANDIN_CREDENTIALS.secretAccessKey,
        region: process.env.S3_STANDIN_REGION ?? S3_STANDIN_CREDENTIALS.region,
      },
    }),
  (standin) => `Stand-in de S3 en ${standin.url}`,
);
