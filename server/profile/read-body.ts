/**
 * Reads a request body with a ceiling. A body that declares (Content-Length) or turns out to be
 * larger than the limit is refused before it is parsed, so nobody can make the server buffer and
 * parse a 2 GB "avatar". Chunked bodies without a length are counted as they arrive.
 */

export class BodyTooLargeError extends Error {
  constructor() {
    super("El cuerpo del pedido es demasiado grande");
    this.name = "BodyTooLargeError";
  }
}

export class BadBodyError extends Error {
  constructor() {
    super("No se pudo leer el formulario");
    this.name = "BadBodyError";
  }
}

export function declaresTooMuch(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get("content-length"));
  return Number.isFinite(declared) && declared > maxBytes;
}

/** The raw bytes, at most `maxBytes` of them (else BodyTooLargeError). */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (declaresTooMuch(request, maxBytes)) throw new BodyTooLargeError();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop reading; the HTTP server discards the rest once the response is sent.
      reader.releaseLock();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** request.formData() (multipart or urlencoded), but only for bodies within `maxBytes`. */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
  const bytes = await readBodyBytes(request, maxBytes);
  const headers = new Headers();
  const contentType = request.headers.get("content-type");
  if (contentType) headers.set("content-type", contentType);
  try {
    return await new Request(request.url, { method: "POST", headers, body: bytes }).formData();
  } catch {
    throw new BadBodyError();
  }
}
