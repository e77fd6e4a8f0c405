/** POST /api/profile/theme: the theme toggle saves a signed-in person's choice to the profile. */
import { requireApiUser } from "#server/platform/auth/guards.ts";
import { methodNotAllowed } from "#server/platform/http/answers.ts";
import { handleThemeRequest } from "#server/profile/theme-request.ts";
import type { Route } from "./+types/profile-theme";

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireApiUser(context);
  return handleThemeRequest(request, user);
}

export function loader() {
  return methodNotAllowed();
}
