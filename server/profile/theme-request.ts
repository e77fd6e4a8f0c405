/**
 * POST /api/profile/theme {"preference": "light" | "dark" | "system"}: the theme toggle saving the
 * signed-in person's choice to their profile. Small JSON only; anything else is a 400 with a
 * Spanish message and changes nothing.
 */

import { AppError } from "#core/errors.ts";
import type { SessionUser } from "../auth/session.ts";
import { readBodyBytes } from "../http/body.ts";
import { saveThemePreference, THEME_MESSAGE, themeBodySchema } from "./theme-preference.ts";

const MAX_BODY_BYTES = 1024;
const NO_STORE = { "Cache-Control": "no-store" };

function problem(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: NO_STORE });
}

export async function handleThemeRequest(request: Request, user: SessionUser): Promise<Response> {
  if (request.method !== "POST") {
    return Response.json({ error: "Usá POST." }, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
  }
  let body: unknown;
  try {
    const bytes = await readBodyBytes(request, MAX_BODY_BYTES);
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    if (error instanceof AppError && error.status === 413) return problem(413, THEME_MESSAGE);
    return problem(400, THEME_MESSAGE);
  }
  const parsed = themeBodySchema.safeParse(body);
  if (!parsed.success) return problem(400, THEME_MESSAGE);
  await saveThemePreference(user.id, parsed.data.preference);
  return Response.json({ ok: true }, { headers: NO_STORE });
}
