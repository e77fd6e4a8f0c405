import type { PublicBusiness } from "#server/public-business/get-public-business.ts";

/** "Cómo llegar": walking directions in Google Maps, to the pin or else to the address; null without either. */
export function directionsUrl(
  business: Pick<PublicBusiness, "latitude" | "longitude" | "address" | "city">,
): string | null {
  if (business.latitude != null && business.longitude != null)
    return `https://www.google.com/maps/dir/?api=1&destination=${business.latitude},${business.longitude}&travelmode=walking`;
  if (business.address)
    return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${business.address}, ${business.city}, Córdoba`)}&travelmode=walking`;
  return null;
}
