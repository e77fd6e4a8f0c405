/**
 * /admin/subscriptions/{id}/comprobante: a transfer's receipt the owner uploaded, for administrators
 * only (the admin layout's middleware does not cover resource routes, so the guard is here). Answered
 * as every private file is (`privateFileResponse`), like a claim's proof.
 */
import { data } from "react-router";
import { requireAdmin } from "#server/auth/guards.ts";
import { getTransferReceiptFile } from "#server/billing/transfer-receipt.ts";
import { privateFileResponse } from "#server/storage/private-storage.ts";
import type { Route } from "./+types/subscription-receipt";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  if (!/^\d{1,9}$/.test(params.subscriptionId)) throw data(null, { status: 404 });
  const file = await getTransferReceiptFile(Number(params.subscriptionId));
  const response = file ? await privateFileResponse(file) : null;
  if (!response) throw data(null, { status: 404 });
  return response;
}
