import { Link } from "react-router";
import { GeneralErrorBoundary } from "#app/components/errors/error-boundary.tsx";

/** The owner area's failures, inside the public chrome; a refusal also points to joining Vilma. */
export function OwnerErrorBoundary() {
  return (
    <GeneralErrorBoundary
      actions={{
        forbidden: (
          <Link
            to="/pricing"
            className="inline-flex min-h-11 items-center rounded-lg border border-line px-5 py-2.5 font-medium hover:bg-surface-muted"
          >
            Sumá tu comercio
          </Link>
        ),
      }}
    />
  );
}
