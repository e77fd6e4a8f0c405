import { useEffect } from "react";
import { useLocation } from "react-router";
import type { AnalyticsConfig } from "#core/analytics.ts";

/**
 * Sends a page view for the first load and each navigation (path + search) to the configured tools.
 * The tools' loader is a lazy chunk: a site without ids never downloads it. Scrolling to the top on
 * a new page is ScrollRestoration's job (and back/forward restores), not this component's.
 */
export function AnalyticsTracker({ config }: { config: AnalyticsConfig | null | undefined }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!config) return;
    import("./load-analytics.ts")
      .then(({ trackPageView }) => trackPageView(config, `${pathname}${search}`))
      .catch((error: unknown) => console.warn("Analítica: no se pudo cargar", error));
  }, [config, pathname, search]);
  return null;
}
