/**
 * /mi-comercio/{businessId}/perfil: the owner edits what their page says (one form, one save) and
 * its pictures (logo, banner, gallery: each change its own small form). Every post goes through the
 * business guard first; ids in a form (a photo) are checked to belong to the business in the URL.
 */

import { data } from "react-router";
import type { GalleryPhotoView } from "#app/components/owner/listing/gallery-editor.tsx";
import { PicturesSections } from "#app/components/owner/listing/pictures-sections.tsx";
import { ProfileForm } from "#app/components/owner/listing/profile-form.tsx";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { businessProfileSchema, profileFormDefaults } from "#core/business-profile-form.ts";
import { AppError } from "#core/errors.ts";
import { parseSubmission, type SubmissionResult } from "#core/forms.ts";
import { PICTURE_POST_MAX_BYTES } from "#core/gallery.ts";
import { answerPictureAction, type PictureActionData } from "#server/listing/answer-picture-form.ts";
import { listBusinessPhotos } from "#server/listing/business-photos.ts";
import {
  categoryIdsOf,
  listCategoryChoices,
  loadBusinessProfile,
  updateBusinessProfile,
} from "#server/listing/business-profile.ts";
import { requireManagedBusiness } from "#server/owner/managed-business.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { answerPage } from "#server/platform/http/answers.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import type { Route } from "./+types/business-profile";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { business } = await requireManagedBusiness(context, request, params.businessId);
  const [profile, categories, photos] = await Promise.all([
    loadBusinessProfile(business.uuid),
    listCategoryChoices(),
    listBusinessPhotos(business.uuid),
  ]);
  if (!profile) throw new AppError("not_found");
  return {
    business: { uuid: business.uuid, name: business.name, publicPath: business.publicPath },
    defaults: profileFormDefaults(profile),
    logoUrl: profile.logoUrl,
    bannerUrl: profile.bannerUrl,
    categories,
    photos: photos as GalleryPhotoView[],
  };
}

type ActionData = { intent: "profile"; result: SubmissionResult<string[]> } | PictureActionData;

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, business } = await requireManagedBusiness(context, request, params.businessId);
  const form = await readForm(request, { maxBytes: PICTURE_POST_MAX_BYTES });
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
          { intent, result: submission.reply({ fieldErrors: { categoryId: [result.problem.message] } }) },
          { status: result.problem.status },
        );
      }
      return redirectWithToast(here, {
        type: "success",
        title: result.value.length > 0 ? "Cambios guardados" : "No había cambios para guardar",
        description: result.value.length > 0 ? "Ya se ven en tu página y en la búsqueda." : undefined,
      });
    }
    default: {
      const answer = await answerPictureAction(actor, business.uuid, form, here);
      if (answer) return answerPage(answer);
      throw new AppError("bad_request");
    }
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
      <PicturesSections
        idPrefix="perfil"
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

export const ErrorBoundary = OwnerErrorBoundary;
