import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

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
    route("favorites", "routes/account/favorites.tsx"),
    route("profile", "routes/account/profile.tsx"),
    route("notifications", "routes/account/notifications.tsx"),
    route("mi-comercio", "routes/owner/layout.tsx", [
      index("routes/owner/dashboard.tsx"),
      route("promociones/nueva", "routes/owner/new-promotion.tsx"),
      // One business's screens; static segments above win over the id.
      route(":businessId", "routes/owner/business-layout.tsx", [
        route("perfil", "routes/owner/business-profile.tsx"),
        route("horarios", "routes/owner/business-hours.tsx"),
        route("horarios/feriado/:date", "routes/owner/holiday-confirm.tsx"),
      ]),
    ]),
    route(":slug", "routes/public/business-by-slug.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  ...prefix("auth", [
    index("routes/account/auth.tsx"),
    route("confirmado", "routes/account/email-confirmed.ts"),
    route("recuperar", "routes/account/forgot-password.tsx"),
    route("restablecer", "routes/account/reset-password.tsx"),
    route("google", "routes/account/google-sign-in.ts"),
    route("salir", "routes/account/sign-out.ts"),
  ]),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.ts"),
    route("dashboard", "routes/admin/dashboard.tsx"),
  ]),
  route("api/auth/*", "routes/api/auth.ts"),
  route("api/favorites", "routes/api/favorites.ts"),
  route("api/reviews", "routes/api/reviews.ts"),
  route("api/notifications", "routes/api/notifications.ts"),
  route("api/profile/theme", "routes/api/profile-theme.ts"),
  route("api/search", "routes/api/search.ts"),
  route("api/promotions/:id/events", "routes/api/promotion-events.ts"),
  route("magazine/rss.xml", "routes/seo/magazine-rss.ts"),
  route("icons/categories.svg", "routes/assets/category-sprite.tsx"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
] satisfies RouteConfig;
