/**
 * /admin/businesses/{uuid}/edit/fotos: logo, banner and gallery of any business, with the owner's
 * picture forms and the same server function (answerPictureAction).
 */

import { BusinessEditHeader } from "#app/components/admin/business-edit-header.tsx";
import type { GalleryPhotoView } from "#app/components/owner/listing/gallery-editor.tsx";
import { PicturesSections } from "#app/components/owner/listing/pictures-sections.tsx";
import { AppError } from "#core/errors.ts";
import { PICTURE_POST_MAX_BYTES } from "#core/gallery.ts";
import { loadAdminBusiness } from "#server/businesses/load-admin-business.ts";
import { requireAdminBusiness } from "#server/businesses/require-admin-business.ts";
import { answerPictureAction } from "#server/listing/answer-picture-form.ts";
import { listBusinessPhotos } from "#server/listing/business-photos.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { answerPage } from "#server/platform/http/answers.ts";
import { readForm } from "#server/platform/http/body.ts";
import type { Route } from "./+types/business-edit-photos";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { business } = await requireAdminBusiness(context, request, params.businessId);
  const [full, photos] = await Promise.all([loadAdminBusiness(business.uuid), listBusinessPhotos(business.uuid)]);
  if (!full) throw new AppError("not_found");
  return { business, logoUrl: full.logoUrl, bannerUrl: full.bannerUrl, photos: photos as GalleryPhotoView[] };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { admin, business } = await requireAdminBusiness(context, request, params.businessId);
  const form = await readForm(request, { maxBytes: PICTURE_POST_MAX_BYTES });
  const here = `/admin/businesses/${business.uuid}/edit/fotos`;
  const answer = await answerPictureAction(auditActor(admin, request), business.uuid, form, here);
  if (answer) return answerPage(answer);
  throw new AppError("bad_request");
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Fotos de ${loaderData?.business.name ?? "un comercio"} | Administración | Vilma` },
  { name: "robots", content: "noindex" },
];

export default function AdminBusinessPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { business, logoUrl, bannerUrl, photos } = loaderData;
  const picture = actionData && "picture" in actionData ? actionData.picture : null;
  const confirmDelete = actionData && "confirmDelete" in actionData ? (actionData.confirmDelete ?? null) : null;
  const confirmRemove = actionData && "confirmRemove" in actionData ? (actionData.confirmRemove ?? null) : null;
  return (
    <div className="flex flex-col gap-8">
      <BusinessEditHeader business={business} title={`Fotos de ${business.name}`} />
      <PicturesSections
        idPrefix="fotos"
        businessName={business.name}
        logoUrl={logoUrl}
        bannerUrl={bannerUrl}
        photos={photos}
        message={picture}
        confirmRemove={confirmRemove}
        confirmDelete={confirmDelete}
      />
    </div>
  );
}
