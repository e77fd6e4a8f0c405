/**
 * POST /api/favorites: businessUuid + intent (add | remove) → {favorite: boolean}. The app posts
 * through a fetcher and gets JSON; a plain form post (no JavaScript) is sent back to its page, and a
 * signed-out one to /auth first. Bad input answers 400, a business nobody can see 404; nothing changes.
 */
import { type ErrorBody, type ErrorCode, problem } from "#core/errors.ts";
import { favoriteInputSchema } from "#core/favorite-input.ts";
import { FAVORITE_MESSAGES } from "#core/favorites.ts";
import { goBack, openFormPost } from "../platform/auth/form-post.ts";
import type { RequestContext } from "../platform/auth/guards.ts";
import { jsonOk as json, jsonProblem } from "../platform/http/answers.ts";
import { redirectWithToast } from "../platform/http/flash.ts";
import { logger } from "../platform/logger.ts";
import { setFavorite } from "./set-favorite.ts";

export type FavoriteResponse = { favorite: boolean } | ErrorBody;

export async function handleFavoriteRequest(request: Request, context: RequestContext): Promise<Response> {
  const post = await openFormPost(request, context);
  if (post instanceof Response) return post;
  const { fields, document, back, user } = post;
  const fail = (code: ErrorCode, message: string) =>
    document ? redirectWithToast(back, { type: "error", title: message }) : jsonProblem(problem(code, message));

  const input = favoriteInputSchema.safeParse(fields);
  if (!input.success) return fail("validation", input.error.issues[0]?.message ?? FAVORITE_MESSAGES.business);

  try {
    const result = await setFavorite(user.id, input.data.businessUuid, input.data.intent === "add");
    if (!result.ok) return fail(result.problem.code, result.problem.message);
    return document ? goBack(post) : json({ favorite: result.value.favorite } satisfies FavoriteResponse);
  } catch (error) {
    logger.error({ err: error, userId: user.id }, "no se pudo guardar el favorito");
    return fail("unexpected", FAVORITE_MESSAGES.saveFailed);
  }
}
