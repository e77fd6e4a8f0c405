/**
 * The towns Vilma covers. Every city a business, a duty rota, a filter or a form can name comes from
 * here (the database checks the same list).
 */
export const CITIES = ["Villa María", "Villa Nueva"] as const;

export type City = (typeof CITIES)[number];

/** The choices of a city select. */
export const CITY_OPTIONS: readonly { value: City; label: City }[] = CITIES.map((c) => ({ value: c, label: c }));

/** Each town's centre (its main square): where a pin starts when an address cannot be found. */
export const CITY_CENTERS: Record<City, { lat: number; lng: number }> = {
  "Villa María": { lat: -32.4075, lng: -63.2405 },
  "Villa Nueva": { lat: -32.4331, lng: -63.2475 },
};
