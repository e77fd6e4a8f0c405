/**
 * POST /api/profile/theme {"preference": "light" | "dark" | "system"}: the theme toggle saving the
 * signed-in person's choice to their profile. Small JSON only; anything else is a 4xx with a
 * Spanish message and changes nothing.
 */
import { AppError, problem } from "#core/errors.ts";
import type { SessionUser } from "../platform/auth/session.ts";
import { jsonOk, jsonProblem, methodNotAllowed } from "../platform/http/answers.ts";
import { readJson } from "../platform/http/body.ts";
import { saveThemePreference, THEME_MESSAGE, themeBodySchema } from "./theme-preference.ts";

const MAX_BODY_BYTES = 1024;

export async function handleThemeRequest(request: Request, user: SessionUser): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed();
  let body: unknown;
  try {
    body = await readJson(request, { maxBytes: MAX_BODY_BYTES });
  } catch (error) {
    if (error instanceof AppError) return jsonProblem(problem(error.code, THEME_MESSAGE));
    throw error;
  }
  const parsed = themeBodySchema.safeParse(body);
  if (!parsed.success) return jsonProblem(problem("validation", THEME_MESSAGE));
  await saveThemePreference(user.id, parsed.data.preference);
  return jsonOk({ ok: true });
}
