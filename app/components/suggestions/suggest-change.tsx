import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { Pencil } from "#app/components/icons/icons.tsx";
import { signInPath } from "#core/urls.ts";
import type { BusinessPageViewer } from "#server/public-business/load-business-page.ts";

// The form is for signed-in visitors only: a chunk of its own, rendered in place by the server.
const SuggestChangeForm = import.meta.env.SSR
  ? (await import("./suggest-change-form.tsx")).SuggestChangeForm
  : lazy(() => import("./suggest-change-form.tsx").then((m) => ({ default: m.SuggestChangeForm })));

/**
 * "Sugerir un cambio" at the foot of a business page: a signed-in visitor says a detail is wrong;
 * one signed out is led to sign in and back. The business's owners change their data themselves.
 */
export function SuggestChange({ businessUuid, viewer }: { businessUuid: string; viewer: BusinessPageViewer | null }) {
  const location = useLocation();
  if (viewer?.ownsBusiness) return null;
  const back = `${location.pathname}#sugerir`;
  return (
    <div id="sugerir" className="scroll-mt-20 rounded-2xl border border-line border-dashed p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <Pencil className="size-5 text-brand-600" aria-hidden />
        ¿Algún dato está mal?
      </p>
      <p className="mt-1 text-fg-muted">Avisanos si cambió el teléfono, la dirección, los horarios o si cerró.</p>
      {viewer ? (
        <Suspense>
          <SuggestChangeForm businessUuid={businessUuid} redirectTo={back} />
        </Suspense>
      ) : (
        <Link
          to={signInPath(back)}
          className="mt-3 inline-flex min-h-10 items-center font-semibold text-brand-700 hover:underline dark:text-blue-300"
        >
          Ingresá para sugerir un cambio
        </Link>
      )}
    </div>
  );
}
