import { Outlet, useRouteLoaderData } from "react-router";
import { SiteFooter } from "../../components/site-footer.tsx";
import { SiteHeader } from "../../components/site-header.tsx";
import type { loader as rootLoader } from "../../root.tsx";

export default function PublicLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter settings={root?.settings ?? {}} />
    </div>
  );
}
