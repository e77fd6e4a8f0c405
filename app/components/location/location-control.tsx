import { LocateFixed, X } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { cn } from "#app/lib/cn.ts";
import { useUserLocation } from "#app/lib/user-location.ts";
import { describeLocation } from "#core/user-location.ts";

/**
 * "Usar mi ubicación" / "Quitar mi ubicación": the one place a person gives or takes back their
 * location (nothing is asked before they press it). Needs JavaScript, so it is not drawn without it.
 */
export function LocationControl({ className, onClear }: { className?: string; onClear?: () => void }) {
  const hydrated = useHydrated();
  const { location, busy, error, request, clear } = useUserLocation();
  if (!hydrated) return null;
  return (
    <div className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-sm", className)} data-location-control>
      {location ? (
        <>
          <span className="inline-flex items-center gap-1.5 text-fg-muted">
            <LocateFixed className="size-4 text-brand-600" aria-hidden />
            {describeLocation(location, Date.now())}
          </span>
          <button
            type="button"
            onClick={() => {
              clear();
              onClear?.();
            }}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-medium text-brand-700 hover:underline md:min-h-9 dark:text-blue-300"
          >
            <X className="size-4" aria-hidden />
            Quitar mi ubicación
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => void request()}
          disabled={busy}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-3 font-semibold hover:bg-surface-muted disabled:opacity-60 md:min-h-10"
        >
          <LocateFixed className="size-4" aria-hidden />
          {busy ? "Buscando tu ubicación..." : "Usar mi ubicación"}
        </button>
      )}
      <p role="alert" className="w-full text-red-700 empty:hidden dark:text-red-300">
        {error}
      </p>
    </div>
  );
}
