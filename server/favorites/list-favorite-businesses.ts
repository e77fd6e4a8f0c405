/**
 * The /favorites page: a person's favourites as the same cards every list shows, newest favourite
 * first. Cards only exist for active businesses, so one that was hidden since simply drops out
 * (its row stays: it comes back if the business does).
 */
import { type BusinessCardData, loadBusinessCards } from "../public-business/cards.ts";
import { listFavoriteUuids } from "./list-favorite-uuids.ts";

export async function listFavoriteBusinesses(userId: string, now: Date = new Date()): Promise<BusinessCardData[]> {
  return loadBusinessCards(await listFavoriteUuids(userId), now);
}
