import { Outlet, useRouteLoaderData } from "react-router";
import { GeneralErrorBoundary } from "#app/components/errors/error-boundary.tsx";
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

/** Every failure below this layout keeps the header and footer around it. */
export function ErrorBoundary() {
  return (
    <Chrome>
      <GeneralErrorBoundary />
    </Chrome>
  );
}
