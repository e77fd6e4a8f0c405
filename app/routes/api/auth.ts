/** Better Auth's HTTP endpoints (/api/auth/*): sign-in, sign-up, confirmation, reset, Google, sessions. */
import { getAuth } from "#server/auth/auth.ts";
import type { Route } from "./+types/auth";

async function handle(request: Request): Promise<Response> {
  const auth = await getAuth();
  return auth.handler(request);
}

export const loader = ({ request }: Route.LoaderArgs) => handle(request);
export const action = ({ request }: Route.ActionArgs) => handle(request);
