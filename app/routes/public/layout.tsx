import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { NotFoundPage } from "../../components/not-found-page.tsx";
import { SiteFooter } from "../../components/site-footer.tsx";
import { SiteHeader } from "../../components/site-header.tsx";
import type { loader as rootLoader } from "../../root.tsx";

function Chrome({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <div className="flex-1">{children}</div>
      <SiteFooter settings={root?.settings ?? {}} />
    </div>
  );
}

export default function PublicLayout() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

/** A business or page that isn't there (a loader's 404) keeps the header and footer around the 404 page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <Chrome>
      <NotFoundPage />
    </Chrome>
  );
}
