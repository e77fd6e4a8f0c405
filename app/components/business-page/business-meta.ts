import type { MetaDescriptor } from "react-router";
import { originFrom, seo } from "#app/lib/seo.ts";
import type { PublicBusiness } from "#server/public-business/get-public-business.ts";
import { localBusinessJsonLd } from "./json-ld.ts";

export function businessMeta(
  loaderData: { business: PublicBusiness } | undefined,
  matches: readonly unknown[],
): MetaDescriptor[] {
  if (!loaderData) return [{ title: "Página no encontrada | Vilma" }, { name: "robots", content: "noindex" }];
  const { business } = loaderData;
  const origin = originFrom(matches);
  const path = `/${business.slug}`;
  const place = [business.category?.name, business.city].filter(Boolean).join(" en ");
  return [
    ...seo({
      title: `${business.name}${place ? ` · ${place}` : ""}`,
      description: business.description ?? `${business.name}: horarios, teléfono, dirección y promociones en Vilma.`,
      path,
      origin,
      image: business.bannerUrl ?? business.logoUrl,
      type: "business.business",
    }),
    { "script:ld+json": localBusinessJsonLd(business, new URL(path, origin).toString(), origin) },
  ];
}
