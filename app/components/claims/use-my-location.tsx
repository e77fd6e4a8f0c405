import { useState } from "react";
import { LocateFixed } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { askPosition } from "#app/lib/ask-position.ts";

/**
 * "Usar mi ubicación actual": fills the latitude and longitude inputs with the browser's position
 * (asked the one way, app/lib/ask-position.ts: the spec's options and messages; nothing is stored,
 * this is the business's place, not the person's). Only with JavaScript (without it the button would
 * do nothing, so it is not drawn).
 */
export function UseMyLocationButton({ latitudeId, longitudeId }: { latitudeId: string; longitudeId: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });
  if (!hydrated) return null;

  function fill(id: string, value: number) {
    const input = document.getElementById(id);
    if (!(input instanceof HTMLInputElement)) return;
    input.value = value.toFixed(6);
    // Conform revalidates a field that failed once on "input".
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }

  return (
    <div className="space-y-1">
      <button
        type="button"
        disabled={state.busy}
        onClick={async () => {
          setState({ busy: true, message: null });
          const outcome = await askPosition();
          if (!outcome.ok) {
            setState({ busy: false, message: outcome.message });
            return;
          }
          fill(latitudeId, outcome.location.lat);
          fill(longitudeId, outcome.location.lng);
          setState({ busy: false, message: "Listo: revisá que sea la ubicación del comercio." });
        }}
        className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-line bg-surface px-3 font-semibold text-sm hover:bg-surface-muted disabled:opacity-60"
      >
        <LocateFixed className="size-4" aria-hidden />
        {state.busy ? "Buscando tu ubicación..." : "Usar mi ubicación actual"}
      </button>
      <p role="status" className="text-fg-muted text-sm">
        {state.message}
      </p>
    </div>
  );
}
