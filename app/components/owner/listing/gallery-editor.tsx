import { Form, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { GALLERY_FILES_PER_POST, GALLERY_MAX, PHOTO_ALT_MAX } from "#core/gallery.ts";
import { IMAGE_ACCEPT, IMAGE_PRESETS, imageMinSizeText } from "#core/image-rules.ts";
import type { PictureMessage } from "./picture-forms.tsx";

export interface GalleryPhotoView {
  id: number;
  url: string;
  width: number;
  height: number;
  altText: string | null;
}

const smallButton =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border border-line bg-surface px-3 font-medium text-sm hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-50";

/**
 * The owner's gallery: add photos (several at once), describe, reorder with buttons (no dragging
 * needed, works without JavaScript) and delete. `confirmDelete` is the photo a no-JavaScript delete
 * asked about: the server answers it with this question instead of deleting at once.
 */
export function GalleryEditor({
  photos,
  message,
  confirmDelete,
}: {
  photos: GalleryPhotoView[];
  message: PictureMessage | null;
  confirmDelete: number | null;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const adding = navigation.state === "submitting" && navigation.formData?.get("intent") === "photos-add";
  const full = photos.length >= GALLERY_MAX;
  const room = Math.min(GALLERY_MAX - photos.length, GALLERY_FILES_PER_POST);
  const mine = message?.intent.startsWith("photo") ? message : null;
  return (
    <div className="space-y-4">
      {mine && <FormAlert tone={mine.tone} title={mine.message} />}
      <p className="text-fg-muted text-sm">
        {photos.length} de {GALLERY_MAX} fotos. La primera es la que se ve primero en tu página.
      </p>
      {photos.length > 0 && (
        <ol className="grid gap-4 sm:grid-cols-2">
          {photos.map((photo, index) => (
            <li key={photo.id} className="space-y-3 rounded-xl border border-line bg-surface p-3">
              <img
                src={photo.url}
                alt={photo.altText || `Foto ${index + 1} de la galería`}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="aspect-[4/3] h-auto w-full rounded-lg bg-surface-muted object-cover"
              />
              <Form method="post" className="flex items-end gap-2">
                <input type="hidden" name="intent" value="photo-alt" />
                <input type="hidden" name="photoId" value={photo.id} />
                <div className="min-w-0 flex-1 space-y-1">
                  <label htmlFor={`photo-alt-${photo.id}`} className="block font-medium text-sm">
                    Descripción de la foto {index + 1}
                  </label>
                  <input
                    id={`photo-alt-${photo.id}`}
                    name="altText"
                    defaultValue={photo.altText ?? ""}
                    maxLength={PHOTO_ALT_MAX}
                    placeholder="Ej.: El salón con las mesas junto a la ventana"
                    className="block w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-base"
                  />
                </div>
                <button type="submit" className={smallButton}>
                  Guardar<span className="sr-only"> la descripción de la foto {index + 1}</span>
                </button>
              </Form>
              <div className="flex flex-wrap gap-2">
                <Form method="post">
                  <input type="hidden" name="intent" value="photo-move" />
                  <input type="hidden" name="photoId" value={photo.id} />
                  <input type="hidden" name="direction" value="before" />
                  <button type="submit" className={smallButton} disabled={index === 0}>
                    <ArrowUp className="size-4" aria-hidden />
                    Mover antes<span className="sr-only"> la foto {index + 1}</span>
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="photo-move" />
                  <input type="hidden" name="photoId" value={photo.id} />
                  <input type="hidden" name="direction" value="after" />
                  <button type="submit" className={smallButton} disabled={index === photos.length - 1}>
                    <ArrowDown className="size-4" aria-hidden />
                    Mover después<span className="sr-only"> la foto {index + 1}</span>
                  </button>
                </Form>
                <Form method="post" className="ml-auto">
                  <input type="hidden" name="intent" value="photo-delete" />
                  <input type="hidden" name="photoId" value={photo.id} />
                  {(hydrated || confirmDelete === photo.id) && <input type="hidden" name="confirmed" value="yes" />}
                  {confirmDelete === photo.id && !hydrated ? (
                    <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
                      <span className="font-medium">¿Borrar esta foto?</span>
                      <button type="submit" className={`${smallButton} border-red-300 text-red-700`}>
                        Sí, borrarla
                      </button>
                    </div>
                  ) : (
                    <ConfirmDialog
                      title="¿Borrar esta foto?"
                      description="Deja de verse en tu página. No se puede deshacer."
                      confirmLabel="Borrar"
                      tone="danger"
                      trigger={(props) => (
                        <button {...props} className={`${smallButton} text-red-700 dark:text-red-300`}>
                          <Trash2 className="size-4" aria-hidden />
                          Borrar<span className="sr-only"> la foto {index + 1}</span>
                        </button>
                      )}
                    />
                  )}
                </Form>
              </div>
            </li>
          ))}
        </ol>
      )}
      {full ? (
        <p className="rounded-lg bg-surface-muted p-3 text-sm">
          La galería está completa ({GALLERY_MAX} fotos). Borrá alguna para subir otra.
        </p>
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          className="space-y-3 rounded-xl border border-line border-dashed p-4"
        >
          <input type="hidden" name="intent" value="photos-add" />
          <div className="space-y-1.5">
            <label htmlFor="gallery-photos" className="flex items-center gap-2 font-medium text-sm">
              <ImagePlus className="size-4" aria-hidden />
              Agregar fotos
            </label>
            <input
              id="gallery-photos"
              name="photos"
              type="file"
              accept={IMAGE_ACCEPT}
              multiple
              required
              aria-describedby="gallery-photos-hint"
              className="block w-full text-fg-muted text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-line file:border-solid file:bg-surface-muted file:px-3 file:py-2 file:font-medium file:text-fg file:text-sm"
            />
            <p id="gallery-photos-hint" className="text-fg-muted text-xs">
              JPG, PNG, WebP, GIF, AVIF o HEIC, hasta 8 MB y de al menos {imageMinSizeText(IMAGE_PRESETS.gallery.min)}{" "}
              cada una. Hasta {room} {room === 1 ? "foto" : "fotos"} por vez.
            </p>
          </div>
          <div className="[&>button]:w-auto">
            <SubmitButton busy={adding} busyLabel="Subiendo...">
              Subir fotos
            </SubmitButton>
          </div>
        </Form>
      )}
    </div>
  );
}
