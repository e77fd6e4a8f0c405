import { PROFILE_COLUMNS } from "../listing/business-profile.ts";
import { businesses } from "../platform/db/schema.ts";

/** The owner's profile columns (PROFILE_COLUMNS) and what only an admin sets: slug, brand, Google's data. */
export const ADMIN_COLUMNS = {
  ...PROFILE_COLUMNS,
  slug: businesses.slug,
  brandId: businesses.brandId,
  googlePlaceId: businesses.googlePlaceId,
  googlePlaceName: businesses.googlePlaceName,
  googlePlaceUrl: businesses.googlePlaceUrl,
  googleRating: businesses.googleRating,
  googleReviewsCount: businesses.googleReviewsCount,
};
