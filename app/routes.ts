import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** The URL map. Static segments win over `:slug`, so every reserved word below is safe from businesses. */
export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("search", "routes/public/search.tsx"),
    route("categories", "routes/public/categories.tsx"),
    route("ofertas", "routes/public/ofertas.tsx"),
    route("magazine", "routes/public/magazine-index.tsx"),
    route("magazine/:slug", "routes/public/magazine-article.tsx"),
    route("terminos-y-condiciones", "routes/public/terms.tsx"),
    route("privacidad", "routes/public/privacy.tsx"),
    route("pricing", "routes/public/pricing.tsx"),
    route("business/:id", "routes/public/business-by-id.tsx"),
    route(":slug", "routes/public/business-by-slug.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("api/auth/*", "routes/api/auth.ts"),
  route("api/search", "routes/api/search.ts"),
  route("api/promotions/:id/events", "routes/api/promotion-events.ts"),
  route("magazine/rss.xml", "routes/seo/magazine-rss.ts"),
  route("icons/categories.svg", "routes/assets/category-sprite.tsx"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
] satisfies RouteConfig;
