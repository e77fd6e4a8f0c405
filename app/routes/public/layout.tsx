import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { ForbiddenPage } from "#app/components/admin/forbidden-page.tsx";
import { NotFoundPage } from "#app/components/not-found-page.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import type { loader as rootLoader } from "#app/root.tsx";

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

/** A page that isn't there (404) or isn't for this account (403) keeps the header and footer around it. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 403)) throw error;
  return (
    <Chrome>
      {error.status === 404 ? (
        <NotFoundPage />
      ) : (
        <ForbiddenPage reason={typeof error.data?.message === "string" ? error.data.message : null} />
      )}
    </Chrome>
  );
}
