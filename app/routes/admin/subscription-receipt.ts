/**
 * /admin/subscriptions/{id}/comprobante: a transfer's receipt the owner uploaded, for administrators
 * only (the admin layout's middleware does not cover resource routes, so the guard is here). As a
 * claim's proof: never cached, never sniffed, a picture shown and a PDF downloaded, nothing in it
 * may run.
 */
import { data } from "react-router";
import { requireAdmin } from "#server/auth/guards.ts";
import { getTransferReceiptFile } from "#server/billing/transfer-receipt.ts";
import { getPrivateStorage } from "#server/storage/private-storage.ts";
import type { Route } from "./+types/subscription-receipt";

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
  if (!/^\d{1,9}$/.test(params.subscriptionId)) throw data(null, { status: 404 });
  const file = await getTransferReceiptFile(Number(params.subscriptionId));
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
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; sandbox",
    },
  });
}
