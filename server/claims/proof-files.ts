/**
 * A claim's proof files: pictures become WebP through the one image pipeline (metadata such as
 * GPS gone), PDFs are kept as sent once their bytes say they are a PDF (a `%PDF-` header and a
 * `%%EOF` trailer) — never trusted by name or Content-Type. Both go to the private store: an ID or
 * a tax paper must never be reachable by URL.
 */
import { randomBytes } from "node:crypto";
import { CLAIM_FORM_MESSAGES, CLAIM_PROOF_MAX_BYTES, CLAIM_PROOF_MAX_FILES } from "#core/claim-form.ts";
import type { ClaimProofFile } from "../platform/db/schema.ts";
import { logger } from "../platform/logger.ts";
import { storeImage } from "../platform/media/stored-image.ts";
import { getPrivateStorage } from "../platform/storage/private-storage.ts";

export type StoredProof = { ok: true; files: ClaimProofFile[] } | { ok: false; message: string };

const PDF_HEADER = "%PDF-";
const PDF_TRAILER = "%%EOF";
/** Writers may leave a little after the trailer (line ends, padding); 1 KB is plenty. */
const TRAILER_WINDOW = 1024;

function startsWith(bytes: Uint8Array, text: string): boolean {
  if (bytes.byteLength < text.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[i] !== text.charCodeAt(i)) return false;
  return true;
}

export function looksLikePdf(bytes: Uint8Array): boolean {
  return startsWith(bytes, PDF_HEADER);
}

/** A whole PDF: the header at the start and the end-of-file marker near the end. */
export function isCompletePdf(bytes: Uint8Array): boolean {
  if (!looksLikePdf(bytes)) return false;
  const tail = new TextDecoder("latin1").decode(bytes.subarray(Math.max(0, bytes.byteLength - TRAILER_WINDOW)));
  return tail.includes(PDF_TRAILER);
}

/** The file's own name for the admin's download: no folders, no control characters, short. */
export function cleanFileName(name: string, kind: "image" | "pdf"): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/[\p{Cc}"<>|:*?]/gu, "")
    .trim()
    .slice(0, 80);
  const stem = base.replace(/\.[^.]*$/, "") || "comprobante";
  return kind === "pdf" ? `${stem}.pdf` : `${stem}.webp`;
}

export async function deleteProofFiles(files: readonly ClaimProofFile[]): Promise<void> {
  const storage = getPrivateStorage();
  for (const file of files) {
    try {
      await storage.delete(file.key);
    } catch (error) {
      logger.warn({ err: error, key: file.key }, "no se pudo borrar un comprobante");
    }
  }
}

/** Checks and stores every file, or none: one bad file refuses them all (and removes what was stored). */
export async function storeProofFiles(files: readonly File[], folder: string): Promise<StoredProof> {
  if (files.length > CLAIM_PROOF_MAX_FILES) return { ok: false, message: CLAIM_FORM_MESSAGES.tooManyFiles };
  const storage = getPrivateStorage();
  const stored: ClaimProofFile[] = [];
  const refuse = async (message: string): Promise<StoredProof> => {
    await deleteProofFiles(stored);
    return { ok: false, message };
  };
  for (const file of files) {
    if (file.size > CLAIM_PROOF_MAX_BYTES) return refuse(CLAIM_FORM_MESSAGES.fileTooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.byteLength > CLAIM_PROOF_MAX_BYTES) return refuse(CLAIM_FORM_MESSAGES.fileTooLarge);
    if (looksLikePdf(bytes)) {
      if (!isCompletePdf(bytes)) return refuse(CLAIM_FORM_MESSAGES.pdfBroken);
      const key = `${folder}/proof-${randomBytes(8).toString("hex")}.pdf`;
      await storage.put(key, bytes, "application/pdf");
      stored.push({ key, kind: "pdf", name: cleanFileName(file.name, "pdf"), bytes: bytes.byteLength });
      continue;
    }
    const image = await storeImage(bytes, "proof", folder, storage);
    if (!image.ok) {
      const { code, message } = image.problem;
      return refuse(code === "validation" ? message : `${CLAIM_FORM_MESSAGES.fileKind} (${message}).`);
    }
    stored.push({
      key: image.value.key,
      kind: "image",
      name: cleanFileName(file.name, "image"),
      bytes: bytes.byteLength,
      width: image.value.width,
      height: image.value.height,
    });
  }
  return { ok: true, files: stored };
}
