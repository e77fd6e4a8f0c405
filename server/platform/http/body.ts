/**
 * The one way to read a request body. The ceiling is checked before anything is read (a declared
 * Content-Length) and while reading (chunked bodies are counted as they arrive), so nobody can make
 * the server buffer a 200 MB "form". What is refused is an AppError with the right status — 413 too
 * large, 415 a kind of body the route does not take, 400 unreadable — and never a 500.
 */
import { AppError } from "#core/errors.ts";

/** A form without files: an intent, a few fields, a long comment. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** A small JSON call (the bell, the theme toggle, a tracking event). */
export const JSON_BODY_LIMIT = 16 * 1024;

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
const JSON_TYPE = /^application\/json\s*(;|$)/i;

export type BodyKind = "form" | "json";

export function bodyKind(request: Request): BodyKind | null {
  const type = request.headers.get("content-type") ?? "";
  if (JSON_TYPE.test(type)) return "json";
  if (FORM_TYPES.test(type)) return "form";
  return null;
}

/** True when the request says (Content-Length) that its body is over `maxBytes`. */
export function declaresTooMuch(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get("content-length"));
  return Number.isFinite(declared) && declared > maxBytes;
}

/** The raw bytes, at most `maxBytes` of them. */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (declaresTooMuch(request, maxBytes)) throw new AppError("payload_too_large");
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        // Stop reading (backpressure stops the socket); the HTTP server discards the rest once the
        // answer is sent. Cancelling instead makes some producers enqueue into a closed stream.
        reader.releaseLock();
        throw new AppError("payload_too_large");
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("bad_request");
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export interface ReadOptions {
  /** The largest body taken; FORM_BODY_LIMIT unless the form carries files. */
  maxBytes?: number;
  /** Also take a JSON object, read as text fields (the app's fetch calls post JSON). */
  json?: boolean;
}

/**
 * A posted form (urlencoded or multipart) as FormData — what Conform's parseWithZod reads. With
 * `json: true` a JSON object is taken too, its string, number and boolean members as fields.
 */
export async function readForm(request: Request, options: ReadOptions = {}): Promise<FormData> {
  const kind = bodyKind(request);
  if (kind === "json" && options.json) return formFromJson(await readJson(request, options));
  if (kind !== "form") throw new AppError("unsupported_media_type", "El pedido tiene que ser un formulario.");
  const bytes = await readBodyBytes(request, options.maxBytes ?? FORM_BODY_LIMIT);
  const headers = new Headers({ "content-type": request.headers.get("content-type") ?? "" });
  try {
    return await new Request(request.url, { method: "POST", headers, body: bytes }).formData();
  } catch {
    throw new AppError("bad_request", "No pudimos leer el formulario. Probá de nuevo.");
  }
}

/** A JSON body (Content-Type: application/json), parsed. */
export async function readJson(request: Request, options: { maxBytes?: number } = {}): Promise<unknown> {
  if (bodyKind(request) !== "json") {
    throw new AppError("unsupported_media_type", "El cuerpo tiene que ser JSON (Content-Type: application/json).");
  }
  const bytes = await readBodyBytes(request, options.maxBytes ?? JSON_BODY_LIMIT);
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new AppError("bad_request", "El pedido no es JSON válido.");
  }
}

function formFromJson(body: unknown): FormData {
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw new AppError("bad_request", "El pedido tiene que ser un objeto JSON.");
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      form.append(name, String(value));
    }
  }
  return form;
}

/** The text fields of a form, first value of each (files are left out). */
export function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}
