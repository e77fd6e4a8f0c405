import { useId, useRef } from "react";
import { Download, Share, SquarePlus, X } from "#app/components/icons/icons.tsx";
import { promptInstall, useInstallState } from "#app/pwa/install-prompt.ts";
import { showsInstallButton } from "#core/install-state.ts";
import { cn } from "../lib/cn.ts";

/**
 * The "Instalar App" button (loaded lazily by install-button.tsx): shown when the browser offers an
 * install, or on iOS outside standalone mode, where it opens "Instalar Vilma en iOS" (Safari has no
 * prompt); hidden once installed. Labelled at every width (on a phone the icon over "Instalar App").
 */
export default function InstallButtonView({ className }: { compact?: boolean; className?: string }) {
  const state = useInstallState();
  const dialogRef = useRef<HTMLDialogElement>(null);
  if (!showsInstallButton(state)) return null;

  const onClick = () => {
    if (state === "ios") dialogRef.current?.showModal();
    else void promptInstall();
  };

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        aria-haspopup={state === "ios" ? "dialog" : undefined}
        data-install-button
        className={cn(
          // Labelled at every width, as the bar's other actions (site-header.tsx): on a phone the icon over the name.
          "relative inline-flex h-12 min-w-12 shrink-0 flex-col items-center justify-center gap-0.5 rounded-lg px-1 font-medium text-[0.6875rem] text-brand-700 leading-none hover:bg-surface-muted sm:h-11 sm:flex-row sm:gap-1.5 sm:px-3 sm:text-sm dark:text-brand-100",
          className,
        )}
      >
        <Download className="size-5 sm:size-4" aria-hidden />
        Instalar App
      </button>
      {state === "ios" && <IosInstallDialog dialogRef={dialogRef} />}
    </>
  );
}

function IosInstallDialog({ dialogRef }: { dialogRef: React.RefObject<HTMLDialogElement | null> }) {
  const titleId = useId();
  const close = () => dialogRef.current?.close();
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-xl border border-line bg-surface p-0 text-fg shadow-xl backdrop:bg-slate-950/50 dark:backdrop:bg-black/70"
    >
      <div className="space-y-4 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="font-semibold text-lg leading-snug">
            Instalar Vilma en iOS
          </h2>
          <button
            type="button"
            onClick={close}
            className="-m-2 grid size-11 shrink-0 place-items-center rounded-lg text-fg-muted hover:bg-surface-muted"
            aria-label="Cerrar"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <ol className="space-y-3 text-sm">
          <Step number={1} icon={<Share className="size-4" aria-hidden />}>
            Tocá el botón <strong>Compartir</strong> en Safari.
          </Step>
          <Step number={2} icon={<SquarePlus className="size-4" aria-hidden />}>
            Buscá <strong>“Agregar a pantalla de inicio”</strong> (deslizá hacia abajo en el menú).
          </Step>
          <Step number={3}>
            Confirmá con <strong>“Agregar”</strong>, arriba a la derecha.
          </Step>
        </ol>
        <p className="text-fg-muted text-sm">Listo: Vilma va a aparecer en tu pantalla de inicio, como una app más.</p>
        <div className="flex justify-end">
          <button
            type="button"
            onClick={close}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-sm text-white hover:bg-brand-700"
          >
            Entendido
          </button>
        </div>
      </div>
    </dialog>
  );
}

function Step({ number, icon, children }: { number: number; icon?: React.ReactNode; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white text-xs">
        {number}
      </span>
      <span className="pt-1">
        {children}
        {icon && <span className="ml-1 inline-flex align-middle text-fg-muted">{icon}</span>}
      </span>
    </li>
  );
}
