/**
 * /admin/claims/{claimId}/proof/{index}: one proof file of a claim, for administrators only (the
 * admin layout's middleware does not cover resource routes, so the guard is here). Answered as every
 * private file is (`privateFileResponse`): never cached, never sniffed, nothing in it may run.
 */
import { AppError } from "#core/errors.ts";
import { getClaimProofFile } from "#server/claims/request-details.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { privateFileResponse } from "#server/platform/storage/private-storage.ts";
import type { Route } from "./+types/claim-proof";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  if (!/^\d{1,9}$/.test(params.claimId) || !/^\d$/.test(params.index)) throw new AppError("not_found");
  const file = await getClaimProofFile(Number(params.claimId), Number(params.index));
  const response = file ? await privateFileResponse(file) : null;
  if (!response) throw new AppError("not_found");
  return response;
}
