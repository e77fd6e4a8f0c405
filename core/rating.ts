/**
 * How many of five stars a rating fills: rounded to the nearest half, so 4.5 shows four and a half
 * stars and 4.3 shows four and a half too (4.24 shows four). Out-of-range values are clamped.
 */
export type StarFill = "full" | "half" | "empty";

export function starFills(rating: number): StarFill[] {
  const halves = Number.isFinite(rating) ? Math.min(10, Math.max(0, Math.round(rating * 2))) : 0;
  return [1, 2, 3, 4, 5].map((n) => (halves >= n * 2 ? "full" : halves === n * 2 - 1 ? "half" : "empty"));
}

/** Whose rating a card shows: Vilma's own reviews when it has some, otherwise Google's. */
export type RatingSource = "vilma" | "google";
