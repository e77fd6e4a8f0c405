/**
 * A business's pictures as the owner's profile and the admin's "Fotos" tab both edit them: logo and
 * banner side by side, then the gallery. The forms post to the page's own action
 * (server/listing/answer-picture-form.ts answers both).
 */
import { GalleryEditor, type GalleryPhotoView } from "./gallery-editor.tsx";
import { PictureForm, type PictureMessage } from "./picture-forms.tsx";

const sectionClass = "space-y-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6";

export function PicturesSections({
  idPrefix,
  businessName,
  logoUrl,
  bannerUrl,
  photos,
  message,
  confirmRemove,
  confirmDelete,
}: {
  /** The sections' heading ids start with it ("perfil" → "perfil-galeria"). */
  idPrefix: string;
  businessName: string;
  logoUrl: string | null;
  bannerUrl: string | null;
  photos: GalleryPhotoView[];
  message: PictureMessage | null;
  /** A logo or banner removal posted without JavaScript that came back to be confirmed. */
  confirmRemove: string | null;
  confirmDelete: number | null;
}) {
  return (
    <>
      <section aria-labelledby={`${idPrefix}-imagenes`} className={sectionClass}>
        <h2 id={`${idPrefix}-imagenes`} className="font-bold text-lg">
          Logo y portada
        </h2>
        <div className="grid gap-6 sm:grid-cols-2">
          <PictureForm
            kind="logo"
            currentUrl={logoUrl}
            businessName={businessName}
            message={message}
            confirming={confirmRemove === "logo"}
          />
          <PictureForm
            kind="banner"
            currentUrl={bannerUrl}
            businessName={businessName}
            message={message}
            confirming={confirmRemove === "banner"}
          />
        </div>
      </section>
      <section aria-labelledby={`${idPrefix}-galeria`} className={sectionClass}>
        <h2 id={`${idPrefix}-galeria`} className="font-bold text-lg">
          Galería de fotos
        </h2>
        <GalleryEditor photos={photos} message={message} confirmDelete={confirmDelete} />
      </section>
    </>
  );
}
