import { LocateFixed } from "lucide-react";
import { useState } from "react";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

const MESSAGES: Record<number, string> = {
  1: "Permiso de ubicación denegado. Por favor, habilítalo en la configuración de tu navegador.",
  2: "No se pudo obtener tu ubicación. Verifica tu conexión.",
  3: "La solicitud de ubicación expiró. Intenta de nuevo.",
};

/**
 * "Usar mi ubicación actual": fills the latitude and longitude inputs with the browser's position.
 * Only with JavaScript (without it the button would do nothing, so it is not drawn).
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
        onClick={() => {
          if (!("geolocation" in navigator)) {
            setState({ busy: false, message: "Tu navegador no soporta geolocalización" });
            return;
          }
          setState({ busy: true, message: null });
          navigator.geolocation.getCurrentPosition(
            (position) => {
              fill(latitudeId, position.coords.latitude);
              fill(longitudeId, position.coords.longitude);
              setState({ busy: false, message: "Listo: revisá que sea la ubicación del comercio." });
            },
            (error) => setState({ busy: false, message: MESSAGES[error.code] ?? MESSAGES[2] ?? null }),
            { enableHighAccuracy: true, timeout: 15_000 },
          );
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
