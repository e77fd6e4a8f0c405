/**
 * /admin/claims/{claimId}/proof/{index}: one proof file of a claim, for administrators only (the
 * admin layout's middleware does not cover resource routes, so the guard is here). Never cached by
 * anyone, never sniffed into something else, and a PDF is a download, not a page.
 */
import { data } from "react-router";
import { requireAdmin } from "#server/auth/guards.ts";
import { getClaimProofFile } from "#server/claims/request-details.ts";
import { getPrivateStorage } from "#server/storage/private-storage.ts";
import type { Route } from "./+types/claim-proof";

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const ascii =
    name
      .normalize("NFD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "") || "comprobante";
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  if (!/^\d{1,9}$/.test(params.claimId) || !/^\d$/.test(params.index)) throw data(null, { status: 404 });
  const file = await getClaimProofFile(Number(params.claimId), Number(params.index));
  const bytes = file ? await getPrivateStorage().read(file.key) : null;
  if (!file || !bytes) throw data(null, { status: 404 });
  const pdf = file.kind === "pdf";
  return new Response(bytes, {
    headers: {
      "Content-Type": pdf ? "application/pdf" : "image/webp",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": contentDisposition(pdf ? "attachment" : "inline", file.name),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      // Nothing in these files may run or load anything.
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; sandbox",
    },
  });
}
