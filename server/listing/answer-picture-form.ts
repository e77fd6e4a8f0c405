/**
 * The pictures of a business (logo, banner, gallery) as a form posts them: the owner's profile
 * page and the admin's "Fotos" tab answer with this one function. Each change is its own small
 * form (`intent`); ids in a form (a photo) are checked to belong to `businessUuid`. Returns null
 * for an intent that is not a picture's.
 */
import { AppError, type Result } from "#core/errors.ts";
import { GALLERY_FILES_PER_POST, GALLERY_MESSAGES, photoAltSchema } from "#core/gallery.ts";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "#core/image-rules.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import type { PageAnswer } from "../platform/http/answers.ts";
import { removeBusinessImage, replaceBusinessImage } from "./business-images.ts";
import { addBusinessPhotos, deleteBusinessPhoto, moveBusinessPhoto, setBusinessPhotoAlt } from "./business-photos.ts";

/** What a picture form shows after a refused post (the message, the no-JS confirmation). */
export interface PictureMessage {
  intent: string;
  tone: "error" | "success";
  message: string;
}

export type PictureActionData = {
  intent: string;
  picture: PictureMessage;
  confirmDelete?: number;
  confirmRemove?: "logo" | "banner";
};

/** The picture's message on the page; `confirm` asks for the confirmation a page without JavaScript skipped. */
const pictureError = (
  intent: string,
  message: string,
  status = 400,
  confirm: Pick<PictureActionData, "confirmDelete" | "confirmRemove"> = {},
) =>
  ({
    status,
    body: { intent, picture: { intent, tone: "error", message }, ...confirm } satisfies PictureActionData,
  }) satisfies PageAnswer;

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

export const PICTURE_INTENTS = [
  "logo",
  "banner",
  "logo-remove",
  "banner-remove",
  "photos-add",
  "photo-move",
  "photo-alt",
  "photo-delete",
] as const;

export async function answerPictureAction(actor: AuditActor, businessUuid: string, form: FormData, here: string) {
  const intent = String(form.get("intent") ?? "");
  const business = { uuid: businessUuid };
  switch (intent) {
    case "logo":
    case "banner": {
      const [file, ...more] = filesOf(form, "image");
      if (!file || more.length > 0) return pictureError(intent, IMAGE_MESSAGES.missing);
      if (file.size > IMAGE_MAX_BYTES) return pictureError(intent, IMAGE_MESSAGES.tooLarge, 413);
      const result = await replaceBusinessImage(actor, business.uuid, intent, new Uint8Array(await file.arrayBuffer()));
      // A picture we could not take answers 422 whatever its code says, as it always has.
      if (!result.ok) return pictureError(intent, result.problem.message, 422);
      return {
        redirect: here,
        toast: {
          type: "success",
          title: intent === "logo" ? "Logo actualizado" : "Portada actualizada",
        },
      } satisfies PageAnswer;
    }
    case "logo-remove":
    case "banner-remove": {
      const kind = intent === "logo-remove" ? "logo" : "banner";
      // Without JavaScript the dialog never asked: ask here, once.
      if (form.get("confirmed") !== "yes") {
        return pictureError(intent, "Confirmá que querés quitar la imagen.", 200, { confirmRemove: kind });
      }
      await removeBusinessImage(actor, business.uuid, kind);
      return {
        redirect: here,
        toast: { type: "success", title: kind === "logo" ? "Logo quitado" : "Portada quitada" },
      } satisfies PageAnswer;
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
      if (!result.ok) {
        const full = result.problem.code === "conflict";
        return pictureError(intent, result.problem.message, full ? result.problem.status : 422);
      }
      return {
        redirect: here,
        toast: {
          type: "success",
          title: result.value === 1 ? "Foto agregada" : `${result.value} fotos agregadas`,
          description: "Ya se ven en tu página. Sumales una descripción para quienes usan lector de pantalla.",
        },
      } satisfies PageAnswer;
    }
    case "photo-move":
    case "photo-alt":
    case "photo-delete": {
      const photoId = photoIdOf(form);
      if (photoId === null) return pictureError(intent, GALLERY_MESSAGES.notFound, 404);
      let outcome: Result<void>;
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
          return pictureError(intent, "Confirmá que querés borrar la foto.", 200, { confirmDelete: photoId });
        }
        outcome = await deleteBusinessPhoto(actor, business.uuid, photoId);
        title = "Foto borrada";
      }
      if (!outcome.ok) return pictureError(intent, outcome.problem.message, outcome.problem.status);
      return { redirect: here, toast: { type: "success", title } } satisfies PageAnswer;
    }
    default:
      return null;
  }
}
