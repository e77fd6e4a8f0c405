/** GET /auth/google: "Continuar con Google" is a link here; this answers a 302 to Google (see the server module). */
import { startGoogleSignIn } from "#server/platform/auth/google-sign-in.ts";
import { getOptionalUser } from "#server/platform/auth/guards.ts";
import type { Route } from "./+types/google-sign-in";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  startGoogleSignIn(request, { signedIn: getOptionalUser(context) !== null });
