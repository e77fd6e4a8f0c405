import { problem } from "#core/errors.ts";
import { FAVORITE_MESSAGES } from "#core/favorites.ts";
import { type FavoriteResponse, handleFavoriteRequest } from "#server/favorites/favorite-request.ts";
import { listFavoriteUuids } from "#server/favorites/list-favorite-uuids.ts";
import { requireApiUser } from "#server/platform/auth/guards.ts";
import { jsonOk as json } from "#server/platform/http/answers.ts";
import type { Route } from "./+types/favorites";

/** GET: the signed-in person's favourite business UUIDs, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = requireApiUser(context);
  return json({ favorites: await listFavoriteUuids(user.id) });
}

/** POST businessUuid + intent (add | remove): see server/favorites/favorite-request.ts. */
export function action({ request, context }: Route.ActionArgs) {
  return handleFavoriteRequest(request, context);
}

/**
 * In the browser: a network failure must not replace the page with the error screen (a fetcher's
 * thrown error would); the heart reverts and says so instead.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<FavoriteResponse> {
  try {
    // The action answers a JSON Response; React Router hands its parsed body to the fetcher.
    return (await serverAction()) as unknown as FavoriteResponse;
  } catch {
    return { error: problem("unavailable", FAVORITE_MESSAGES.saveFailed) };
  }
}
