/**
 * POST /api/test/billing-clock {"businessUuid", "at"}: runs the subscription expiry for one business
 * as if it were `at` (the browser tests move time; the app's clock cannot). Exists only when
 * NODE_ENV=test or E2E_TEST_HOOKS=true: anywhere else it is a 404.
 */
import { AppError } from "#core/errors.ts";
import { isUuid } from "#core/uuid.ts";
import { z } from "#core/zod.ts";
import { expireSubscriptions } from "#server/billing/billing-schedule.ts";
import { getConfig } from "#server/platform/config.ts";
import { jsonOk, methodNotAllowed } from "#server/platform/http/answers.ts";
import { readJson } from "#server/platform/http/body.ts";
import type { Route } from "./+types/test-billing-clock";

const BodySchema = z.object({ businessUuid: z.string().refine(isUuid), at: z.string().datetime() });

function enabled(): boolean {
  const config = getConfig();
  return config.NODE_ENV === "test" || config.E2E_TEST_HOOKS === "true";
}

export function loader() {
  if (!enabled()) throw new AppError("not_found");
  return methodNotAllowed();
}

export async function action({ request }: Route.ActionArgs) {
  if (!enabled()) throw new AppError("not_found");
  const body = BodySchema.safeParse(await readJson(request).catch(() => null));
  if (!body.success) return jsonOk({ error: "businessUuid y at" }, { status: 400 });
  const expired = await expireSubscriptions(new Date(body.data.at), { businessUuid: body.data.businessUuid });
  return jsonOk({ expired });
}
