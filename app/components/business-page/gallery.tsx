import { type KeyboardEvent, type MouseEvent, useRef, useState } from "react";
import { ChevronLeft, ChevronRight, Images, X } from "#app/components/icons/icons.tsx";
import type { GalleryPhoto } from "#server/listing/business-photos.ts";
import { Card } from "./card.tsx";

/**
 * The business's photos: a row that scrolls sideways on a phone, a grid from the `sm` breakpoint.
 * Each photo is a link to the full image (that is all it is without JavaScript); with it, a modal
 * viewer opens instead, with previous/next, the arrow keys and Escape.
 */
export function Gallery({ photos, businessName }: { photos: GalleryPhoto[]; businessName: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [current, setCurrent] = useState(0);
  // The full-size picture is only fetched once someone opens the viewer.
  const [viewing, setViewing] = useState(false);
  if (photos.length === 0) return null;
  const altOf = (photo: GalleryPhoto, index: number) =>
    photo.altText || `Foto ${index + 1} de ${photos.length} de ${businessName}`;

  function open(event: MouseEvent<HTMLAnchorElement>, index: number) {
    const dialog = dialogRef.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    event.preventDefault();
    setCurrent(index);
    setViewing(true);
    dialog.showModal();
  }
  const step = (delta: number) => setCurrent((i) => (i + delta + photos.length) % photos.length);
  function keys(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
  }
  const shown = photos[current];

  return (
    <Card title="Fotos" icon={<Images className="size-5" aria-hidden />}>
      <ul className="-mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pb-2 [contain:inline-size] sm:grid sm:grid-cols-3 sm:overflow-visible sm:pb-0">
        {photos.map((photo, index) => (
          <li key={photo.id} className="w-64 shrink-0 snap-start sm:w-auto">
            <a
              href={photo.url}
              onClick={(e) => open(e, index)}
              className="block overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
            >
              <img
                src={photo.url}
                alt={altOf(photo, index)}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full bg-surface-muted object-cover transition hover:scale-[1.02]"
              />
            </a>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        onKeyDown={keys}
        onClose={() => setViewing(false)}
        aria-label={`Fotos de ${businessName}`}
        className="m-auto max-h-dvh w-full max-w-5xl bg-transparent p-0 backdrop:bg-black/85"
      >
        {viewing && shown && (
          <figure className="relative flex flex-col items-center gap-2 p-2">
            <img
              src={shown.url}
              alt={altOf(shown, current)}
              width={shown.width}
              height={shown.height}
              className="h-auto max-h-[80dvh] w-auto max-w-full rounded-lg object-contain"
            />
            <figcaption className="text-center text-sm text-white">
              {shown.altText ? `${shown.altText} · ` : ""}
              {current + 1} de {photos.length}
            </figcaption>
            <div className="flex gap-2">
              {photos.length > 1 && (
                <button
                  type="button"
                  onClick={() => step(-1)}
                  className="grid size-11 place-items-center rounded-full bg-white/90 text-slate-900 hover:bg-white"
                  aria-label="Foto anterior"
                >
                  <ChevronLeft className="size-5" aria-hidden />
                </button>
              )}
              <button
                type="button"
                onClick={() => dialogRef.current?.close()}
                className="grid size-11 place-items-center rounded-full bg-white/90 text-slate-900 hover:bg-white"
                aria-label="Cerrar"
              >
                <X className="size-5" aria-hidden />
              </button>
              {photos.length > 1 && (
                <button
                  type="button"
                  onClick={() => step(1)}
                  className="grid size-11 place-items-center rounded-full bg-white/90 text-slate-900 hover:bg-white"
                  aria-label="Foto siguiente"
                >
                  <ChevronRight className="size-5" aria-hidden />
                </button>
              )}
            </div>
          </figure>
        )}
      </dialog>
    </Card>
  );
}
