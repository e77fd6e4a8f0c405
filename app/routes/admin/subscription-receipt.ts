/**
 * /admin/subscriptions/{id}/comprobante: a transfer's receipt the owner uploaded, for administrators
 * only (the admin layout's middleware does not cover resource routes, so the guard is here). Answered
 * as every private file is (`privateFileResponse`), like a claim's proof.
 */
import { AppError } from "#core/errors.ts";
import { getTransferReceiptFile } from "#server/billing/transfer-receipt.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { privateFileResponse } from "#server/platform/storage/private-storage.ts";
import type { Route } from "./+types/subscription-receipt";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  if (!/^\d{1,9}$/.test(params.subscriptionId)) throw new AppError("not_found");
  const file = await getTransferReceiptFile(Number(params.subscriptionId));
  const response = file ? await privateFileResponse(file) : null;
  if (!response) throw new AppError("not_found");
  return response;
}
