/**
 * /mi-comercio/{businessId}/novedades: the business's short updates. The form publishes one (text,
 * optional photo, how many days it shows); the list says which are visible ("Visible hasta el …")
 * and which expired ("Vencida"), each with "Eliminar" behind a confirmation. Plain form posts: it
 * works without JavaScript.
 */
import { data, Form, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { ImageUploadField } from "#app/components/form/image-upload-field.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { fieldProps, type SubmissionResult, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { Megaphone, Trash2 } from "#app/components/icons/icons.tsx";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { EmptyState } from "#app/components/page/empty-state.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import {
  DEFAULT_POST_DURATION,
  deletePostSchema,
  isPostVisible,
  POST_BODY_MAX,
  POST_DURATIONS,
  postDurationLabel,
  postFormSchema,
} from "#core/business-posts.ts";
import { AppError } from "#core/errors.ts";
import { formatDate } from "#core/format.ts";
import { parseSubmission } from "#core/forms.ts";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_MESSAGES, IMAGE_PRESETS } from "#core/image-rules.ts";
import { requireManagedBusiness } from "#server/owner/managed-business.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { forbidden } from "#server/platform/auth/guards.ts";
import { readUploadForm } from "#server/platform/http/answers.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { type BusinessPost, deletePost, listBusinessPosts, publishPost } from "#server/posts/business-posts.ts";
import type { Route } from "./+types/posts";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { business } = await requireManagedBusiness(context, request, params.businessId);
  return {
    business,
    posts: await listBusinessPosts(business.uuid),
    now: requestTime(context).toISOString(),
  };
}

/** The photo plus the text fields and the multipart framing. */
const POST_FORM_MAX_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

const refused = (error: Record<string, string[]>, status: number) =>
  data({ result: { status: "error", error } as SubmissionResult<string[]> }, { status });

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, business } = await requireManagedBusiness(context, request, params.businessId);
  const form = await readUploadForm(request, POST_FORM_MAX_BYTES);
  if (!form) return refused({ image: [IMAGE_MESSAGES.tooLarge] }, 413);
  const actor = { ...auditActor(user, request), isAdmin: user.isAdmin };
  const list = `/mi-comercio/${business.uuid}/novedades`;
  if (form.get("intent") === "delete") {
    const input = parseSubmission(form, deletePostSchema);
    if (input.status !== "success") throw new AppError("not_found");
    const outcome = await deletePost(actor, business.uuid, input.value.postId);
    if (outcome === "forbidden") throw forbidden("Este comercio no está a tu nombre.");
    if (outcome === "not_found") throw new AppError("not_found");
    return redirectWithToast(list, { type: "success", title: "Novedad eliminada" });
  }
  const submission = parseSubmission(form, postFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const now = requestTime(context);
  const result = await publishPost(actor, business.uuid, submission.value, now);
  if (!result.ok) {
    if (result.problem.code === "forbidden") throw forbidden("Este comercio no está a tu nombre.");
    // A picture we cannot take has always been a 400 under the image field.
    return data({ result: submission.reply({ fieldErrors: { image: [result.problem.message] } }) }, { status: 400 });
  }
  return redirectWithToast(list, {
    type: "success",
    title: "Novedad publicada",
    description:
      result.value.notified > 0
        ? `Ya se ve en la página de tu comercio. Le avisamos a ${result.value.notified === 1 ? "la persona que lo tiene" : `las ${result.value.notified} personas que lo tienen`} en favoritos.`
        : "Ya se ve en la página de tu comercio.",
  });
}

export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? "Sin permiso | Vilma" : "Novedades | Mi comercio | Vilma" },
  { name: "robots", content: "noindex" },
];

function PostForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "publish";
  const { fields, formProps } = useSchemaForm(postFormSchema, {
    id: "post",
    lastResult,
    defaultValue: { days: String(DEFAULT_POST_DURATION) },
  });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
      {...formProps}
    >
      <h2 className="font-semibold text-lg">Publicá una novedad</h2>
      <TextareaField
        {...fieldProps(fields.body)}
        label="Novedad"
        maxLength={POST_BODY_MAX}
        rows={3}
        placeholder="Llegó la nueva colección de otoño"
        hint="Se ve en la página de tu comercio y les avisamos a quienes lo tienen en favoritos."
      />
      <ImageUploadField
        id="post-image"
        name="image"
        label="Foto (opcional)"
        accept={IMAGE_ACCEPT}
        maxBytes={IMAGE_MAX_BYTES}
        minSize={IMAGE_PRESETS.promotion.min}
        error={fields.image.errors?.[0]}
        shape="wide"
      />
      <SelectField
        {...fieldProps(fields.days)}
        label="Se muestra durante"
        options={POST_DURATIONS.map((d) => ({ value: String(d), label: postDurationLabel(d) }))}
        hint="Después se oculta sola."
      />
      <div className="[&>button]:w-auto">
        <SubmitButton busy={busy} busyLabel="Publicando..." name="intent" value="publish">
          Publicar novedad
        </SubmitButton>
      </div>
    </Form>
  );
}

function PostItem({ post, now }: { post: BusinessPost; now: Date }) {
  const visible = isPostVisible(post, now);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:flex-row sm:p-5">
      {post.imageUrl && (
        <img
          src={post.imageUrl}
          alt=""
          width={post.imageWidth ?? undefined}
          height={post.imageHeight ?? undefined}
          loading="lazy"
          className="aspect-video w-full shrink-0 rounded-lg object-cover sm:w-40"
        />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          {visible ? (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-medium text-emerald-900 text-xs dark:bg-emerald-950 dark:text-emerald-200">
              Visible hasta el {formatDate(post.visibleUntil)}
            </span>
          ) : (
            <span className="rounded-full bg-surface-muted px-2 py-0.5 font-medium text-fg-muted text-xs">Vencida</span>
          )}
          <span className="text-fg-muted text-xs">Publicada el {formatDate(post.createdAt)}</span>
        </div>
        <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed">{post.body}</p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="postId" value={post.id} />
          <ConfirmDialog
            title="¿Eliminar esta novedad?"
            description="Deja de verse en la página de tu comercio. No se puede deshacer."
            confirmLabel="Eliminar"
            tone="danger"
            trigger={(props) => (
              <button
                {...props}
                name="intent"
                value="delete"
                className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-line px-3 py-1.5 font-medium text-rose-700 text-sm hover:bg-surface-muted dark:text-rose-300"
              >
                <Trash2 className="size-4" aria-hidden />
                Eliminar
              </button>
            )}
          />
        </Form>
      </div>
    </li>
  );
}

export default function OwnerPosts({ loaderData, actionData }: Route.ComponentProps) {
  const { posts } = loaderData;
  const now = new Date(loaderData.now);
  return (
    <div>
      <PageHeader
        title="Novedades"
        description="Contá lo nuevo de tu comercio: una colección que llegó, un cierre por inventario, un horario distinto."
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {/* Keyed by the newest post: once one is published the form starts empty again. */}
        <PostForm key={posts[0]?.id ?? "none"} lastResult={actionData?.result} />
        <section aria-labelledby="posts-list">
          <h2 id="posts-list" className="font-semibold text-lg">
            Tus novedades
          </h2>
          {posts.length === 0 ? (
            <EmptyState icon={Megaphone} title="Todavía no publicaste novedades" level={3} className="mt-3">
              Lo que publiques aparece en la página de tu comercio durante los días que elijas.
            </EmptyState>
          ) : (
            <ul className="mt-3 flex flex-col gap-4" aria-label="Novedades publicadas">
              {posts.map((post) => (
                <PostItem key={post.id} post={post} now={now} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
