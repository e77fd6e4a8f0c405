import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ForbiddenPage } from "../admin/forbidden-page.tsx";
import { NotFoundPage } from "../not-found-page.tsx";

/**
 * The owner area's error boundary: a refusal (403) or a missing page (404) shows inside the public
 * header and footer, with the guard's reason. Anything else goes up to the root's boundary.
 */
export function OwnerErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (!isRouteErrorResponse(error) || error.status !== 403) throw error;
  return (
    <ForbiddenPage reason={typeof error.data?.message === "string" ? error.data.message : null}>
      <Link to="/pricing" className="rounded-lg border border-line px-5 py-2.5 font-medium hover:bg-surface-muted">
        Sumá tu comercio
      </Link>
    </ForbiddenPage>
  );
}
