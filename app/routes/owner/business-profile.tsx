/**
 * /mi-comercio/{businessId}/perfil: the owner edits what their page says (one form, one save) and
 * its pictures (logo, banner, gallery: each change its own small form). Every post goes through the
 * business guard first; ids in a form (a photo) are checked to belong to the business in the URL.
 */
import { data } from "react-router";
import { GalleryEditor, type GalleryPhotoView } from "#app/components/owner/listing/gallery-editor.tsx";
import { PictureForm, type PictureMessage } from "#app/components/owner/listing/picture-forms.tsx";
import { ProfileForm } from "#app/components/owner/listing/profile-form.tsx";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { businessProfileSchema, PROFILE_MESSAGES, profileFormDefaults } from "#core/business-profile-form.ts";
import { AppError } from "#core/errors.ts";
import { parseSubmission, type SubmissionResult } from "#core/forms.ts";
import { GALLERY_FILES_PER_POST, GALLERY_MESSAGES, PICTURE_POST_MAX_BYTES, photoAltSchema } from "#core/gallery.ts";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "#core/image-rules.ts";
import { auditActor } from "#server/audit/actor.ts";
import { pageError } from "#server/http/answers.ts";
import { readForm } from "#server/http/body.ts";
import { redirectWithToast } from "#server/http/flash.ts";
import { removeBusinessImage, replaceBusinessImage } from "#server/listing/business-images.ts";
import {
  addBusinessPhotos,
  deleteBusinessPhoto,
  listBusinessPhotos,
  moveBusinessPhoto,
  setBusinessPhotoAlt,
} from "#server/listing/business-photos.ts";
import {
  categoryIdsOf,
  listCategoryChoices,
  loadBusinessProfile,
  updateBusinessProfile,
} from "#server/listing/business-profile.ts";
import { requireManagedBusiness } from "#server/owner/managed-business.ts";
import type { Route } from "./+types/business-profile";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { business } = await requireManagedBusiness(context, request, params.businessId);
  const [profile, categories, photos] = await Promise.all([
    loadBusinessProfile(business.uuid),
    listCategoryChoices(),
    listBusinessPhotos(business.uuid),
  ]);
  if (!profile) throw data(null, { status: 404 });
  return {
    business: { uuid: business.uuid, name: business.name, publicPath: business.publicPath },
    defaults: profileFormDefaults(profile),
    logoUrl: profile.logoUrl,
    bannerUrl: profile.bannerUrl,
    categories,
    photos: photos as GalleryPhotoView[],
  };
}

type ActionData =
  | { intent: "profile"; result: SubmissionResult<string[]> }
  | { intent: string; picture: PictureMessage; confirmDelete?: number; confirmRemove?: "logo" | "banner" };

const pictureError = (intent: string, message: string, status = 400) =>
  data<ActionData>({ intent, picture: { intent, tone: "error", message } }, { status });

function photoIdOf(form: FormData): number | null {
  const raw = form.get("photoId");
  return typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** The uploaded file of a field, or null for none / an empty choice; a non-file value is a bad request. */
function filesOf(form: FormData, name: string): File[] {
  return form
    .getAll(name)
    .filter((v): v is File => typeof v !== "string")
    .filter((f) => f.size > 0);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, business } = await requireManagedBusiness(context, request, params.businessId);
  const form = await readForm(request, { maxBytes: PICTURE_POST_MAX_BYTES }).catch(pageError);
  const actor = auditActor(user, request);
  const here = `/mi-comercio/${business.uuid}/perfil`;
  const intent = form.get("intent");

  switch (intent) {
    case "profile": {
      const categories = await listCategoryChoices();
      const schema = businessProfileSchema({ categoryIds: categoryIdsOf(categories) });
      const submission = parseSubmission(form, schema);
      if (submission.status !== "success") {
        return data<ActionData>({ intent, result: submission.reply() }, { status: 400 });
      }
      const result = await updateBusinessProfile(actor, business.uuid, submission.value);
      if (!result.ok) {
        return data<ActionData>(
          { intent, result: submission.reply({ fieldErrors: { categoryId: [PROFILE_MESSAGES.category] } }) },
          { status: 400 },
        );
      }
      return redirectWithToast(here, {
        type: "success",
        title: result.changed.length > 0 ? "Cambios guardados" : "No había cambios para guardar",
        description: result.changed.length > 0 ? "Ya se ven en tu página y en la búsqueda." : undefined,
      });
    }
    case "logo":
    case "banner": {
      const [file, ...more] = filesOf(form, "image");
      if (!file || more.length > 0) return pictureError(intent, IMAGE_MESSAGES.missing);
      if (file.size > IMAGE_MAX_BYTES) return pictureError(intent, IMAGE_MESSAGES.tooLarge, 413);
      const result = await replaceBusinessImage(actor, business.uuid, intent, new Uint8Array(await file.arrayBuffer()));
      if (!result.ok) return pictureError(intent, result.message, 422);
      return redirectWithToast(here, {
        type: "success",
        title: intent === "logo" ? "Logo actualizado" : "Portada actualizada",
      });
    }
    case "logo-remove":
    case "banner-remove": {
      const kind = intent === "logo-remove" ? "logo" : "banner";
      // Without JavaScript the dialog never asked: ask here, once.
      if (form.get("confirmed") !== "yes") {
        return data<ActionData>({
          intent,
          picture: { intent, tone: "error", message: "Confirmá que querés quitar la imagen." },
          confirmRemove: kind,
        });
      }
      await removeBusinessImage(actor, business.uuid, kind);
      return redirectWithToast(here, { type: "success", title: kind === "logo" ? "Logo quitado" : "Portada quitada" });
    }
    case "photos-add": {
      const files = filesOf(form, "photos");
      if (files.length === 0) return pictureError(intent, IMAGE_MESSAGES.missing);
      if (files.length > GALLERY_FILES_PER_POST) return pictureError(intent, GALLERY_MESSAGES.tooManyFiles);
      if (files.some((f) => f.size > IMAGE_MAX_BYTES)) return pictureError(intent, IMAGE_MESSAGES.tooLarge, 413);
      const result = await addBusinessPhotos(
        actor,
        business.uuid,
        await Promise.all(files.map(async (f) => ({ bytes: new Uint8Array(await f.arrayBuffer()), altText: null }))),
      );
      if (!result.ok) return pictureError(intent, result.message, result.reason === "full" ? 409 : 422);
      return redirectWithToast(here, {
        type: "success",
        title: result.added === 1 ? "Foto agregada" : `${result.added} fotos agregadas`,
        description: "Ya se ven en tu página. Sumales una descripción para quienes usan lector de pantalla.",
      });
    }
    case "photo-move":
    case "photo-alt":
    case "photo-delete": {
      const photoId = photoIdOf(form);
      if (photoId === null) return pictureError(intent, GALLERY_MESSAGES.notFound, 404);
      let outcome: { ok: boolean };
      let title: string;
      if (intent === "photo-move") {
        const direction = form.get("direction");
        if (direction !== "before" && direction !== "after") throw new AppError("bad_request");
        outcome = await moveBusinessPhoto(actor, business.uuid, photoId, direction);
        title = "Orden de las fotos guardado";
      } else if (intent === "photo-alt") {
        const alt = photoAltSchema.safeParse(form.get("altText"));
        if (!alt.success) return pictureError(intent, GALLERY_MESSAGES.altLong);
        outcome = await setBusinessPhotoAlt(actor, business.uuid, photoId, alt.data ?? null);
        title = "Descripción guardada";
      } else {
        // Without JavaScript the dialog never asked: ask here, once.
        if (form.get("confirmed") !== "yes") {
          return data<ActionData>({
            intent,
            picture: { intent, tone: "error", message: "Confirmá que querés borrar la foto." },
            confirmDelete: photoId,
          });
        }
        outcome = await deleteBusinessPhoto(actor, business.uuid, photoId);
        title = "Foto borrada";
      }
      if (!outcome.ok) return pictureError(intent, GALLERY_MESSAGES.notFound, 404);
      return redirectWithToast(here, { type: "success", title });
    }
    default:
      throw data(null, { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Perfil de ${loaderData.business.name} | Mi comercio | Vilma` : "Mi comercio | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function BusinessProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { business, defaults, logoUrl, bannerUrl, categories, photos } = loaderData;
  const profileResult = actionData && "result" in actionData ? actionData.result : null;
  const picture = actionData && "picture" in actionData ? actionData.picture : null;
  const confirmDelete = actionData && "confirmDelete" in actionData ? (actionData.confirmDelete ?? null) : null;
  const confirmRemove = actionData && "confirmRemove" in actionData ? (actionData.confirmRemove ?? null) : null;
  // A saved profile remounts the form with what the database now says.
  const formKey = JSON.stringify(defaults);
  return (
    <div className="space-y-8">
      <PageHeader
        title="Perfil del comercio"
        description="Lo que cambies acá se ve al instante en tu página y en la búsqueda."
      />
      <ProfileForm key={formKey} defaults={defaults} categories={categories} lastResult={profileResult} />
      <section
        aria-labelledby="perfil-imagenes"
        className="space-y-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
      >
        <h2 id="perfil-imagenes" className="font-bold text-lg">
          Logo y portada
        </h2>
        <div className="grid gap-6 sm:grid-cols-2">
          <PictureForm
            kind="logo"
            currentUrl={logoUrl}
            businessName={business.name}
            message={picture}
            confirming={confirmRemove === "logo"}
          />
          <PictureForm
            kind="banner"
            currentUrl={bannerUrl}
            businessName={business.name}
            message={picture}
            confirming={confirmRemove === "banner"}
          />
        </div>
      </section>
      <section
        aria-labelledby="perfil-galeria"
        className="space-y-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
      >
        <h2 id="perfil-galeria" className="font-bold text-lg">
          Galería de fotos
        </h2>
        <GalleryEditor photos={photos} message={picture} confirmDelete={confirmDelete} />
      </section>
    </div>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
