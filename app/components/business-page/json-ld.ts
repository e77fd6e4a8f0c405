import type { PublicBusiness } from "#server/public-business/get-public-business.ts";

const SCHEMA_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** schema.org LocalBusiness for search engines. */
export function localBusinessJsonLd(business: PublicBusiness, url: string, origin: string) {
  const rating = business.rating
    ? { ratingValue: Math.round(business.rating.average * 10) / 10, reviewCount: business.rating.count }
    : business.googleRating != null && business.googleReviewsCount
      ? { ratingValue: business.googleRating, reviewCount: business.googleReviewsCount }
      : null;
  const sameAs = [
    business.facebookUrl,
    business.instagramUrl,
    business.tiktokUrl,
    business.youtubeUrl,
    business.websiteUrl,
  ].filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": url,
    name: business.name,
    url,
    description: business.description ?? undefined,
    image: business.logoUrl ? new URL(business.logoUrl, origin).toString() : undefined,
    telephone: business.phoneNumber ?? undefined,
    email: business.email ?? undefined,
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address ?? undefined,
      addressLocality: business.city,
      addressRegion: "Córdoba",
      addressCountry: "AR",
    },
    geo:
      business.latitude != null && business.longitude != null
        ? { "@type": "GeoCoordinates", latitude: business.latitude, longitude: business.longitude }
        : undefined,
    openingHoursSpecification: business.hours
      .filter((h) => !h.isClosed && h.openTime && h.closeTime)
      .map((h) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: `https://schema.org/${SCHEMA_DAYS[h.dayOfWeek]}`,
        opens: h.openTime?.slice(0, 5),
        closes: h.closeTime?.slice(0, 5),
      })),
    aggregateRating: rating ? { "@type": "AggregateRating", bestRating: 5, worstRating: 1, ...rating } : undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
}
