/**
 * /mi-comercio/{businessId}/resenas: what customers wrote about the business, those waiting for a
 * reply first, then newest first; narrowed by state and stars (in the URL, with the counts of each).
 * One reply form open at a time (review-item.tsx). The business replies publicly once per review (and may edit or
 * delete its reply); the reply shows under the review on the business page and the reviewer is told.
 * Plain form posts: it works without JavaScript.
 */

import { useState } from "react";
import { data, Link, useSearchParams } from "react-router";
import { MessageSquare, MessageSquareReply, Star } from "#app/components/icons/icons.tsx";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { ReviewItem, reviewAnchor } from "#app/components/owner-reviews/review-item.tsx";
import { EmptyState } from "#app/components/page/empty-state.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { Tabs } from "#app/components/page/tabs.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { cn } from "#app/lib/cn.ts";
import { AppError } from "#core/errors.ts";
import { formatCount, pluralize } from "#core/format.ts";
import { parseSubmission } from "#core/forms.ts";
import { listHref, parseListParams } from "#core/list-params.ts";
import { reviewReplySchema } from "#core/review-reply-form.ts";
import { REVIEW_STAR_FILTERS, starsLabel } from "#core/reviews.ts";
import { requireManagedBusiness } from "#server/owner/managed-business.ts";
import { forbidden } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { listOwnerReviews, OWNER_REVIEWS_LIST } from "#server/reviews/owner-reviews.ts";
import { saveReviewReply } from "#server/reviews/review-reply.ts";
import type { Route } from "./+types/reviews";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { business } = await requireManagedBusiness(context, request, params.businessId);
  const url = new URL(request.url);
  const list = parseListParams(url.searchParams, OWNER_REVIEWS_LIST);
  const reviews = await listOwnerReviews(business.uuid, list);
  // `?responder=<id>`: the form the page opens as drawn (the "Responder" link without JavaScript).
  const wanted = Number(url.searchParams.get(REPLY_PARAM));
  const replyTo = reviews.rows.some((r) => r.id === wanted) ? wanted : null;
  return { business, params: list, reviews, replyTo };
}

/** The query parameter naming the review whose reply form is open. */
const REPLY_PARAM = "responder";

/** A reply is text: a few kilobytes at most, whatever the client sends. */
const MAX_BODY_BYTES = 16 * 1024;

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, business } = await requireManagedBusiness(context, request, params.businessId);
  const form = await readForm(request, { maxBytes: MAX_BODY_BYTES });
  const submission = parseSubmission(form, reviewReplySchema);
  if (submission.status !== "success") {
    const reviewId = Number(form.get("reviewId"));
    return data(
      { result: submission.reply(), reviewId: Number.isInteger(reviewId) ? reviewId : null },
      { status: 400 },
    );
  }
  const input = submission.value;
  const result = await saveReviewReply(
    user,
    business.uuid,
    input.reviewId,
    input.intent === "reply" ? input.reply : null,
  );
  if (!result.ok) {
    if (result.problem.code === "forbidden") throw forbidden("Este comercio no está a tu nombre.");
    throw new AppError("not_found");
  }
  const query = withoutReplyParam(new URL(request.url).search).toString();
  const back = `/mi-comercio/${business.uuid}/resenas${query ? `?${query}` : ""}`;
  const title =
    result.value === "created"
      ? "Respuesta publicada"
      : result.value === "updated"
        ? "Respuesta actualizada"
        : "Respuesta eliminada";
  return redirectWithToast(back, {
    type: "success",
    title,
    description:
      result.value === "created" ? "Se ve debajo de la reseña y le avisamos a quien la escribió." : undefined,
  });
}

export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? "Sin permiso | Vilma" : "Reseñas | Mi comercio | Vilma" },
  { name: "robots", content: "noindex" },
];

/** The page's URL without the open form (after a post, or to close it without JavaScript). */
function withoutReplyParam(search: URLSearchParams | string): URLSearchParams {
  const query = new URLSearchParams(search);
  query.delete(REPLY_PARAM);
  return query;
}

const chip = "inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-full border px-3 font-medium text-sm";

export default function OwnerReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { business, params, reviews, replyTo } = loaderData;
  const [searchParams] = useSearchParams();
  const base = `/mi-comercio/${business.uuid}/resenas`;
  const listQuery = withoutReplyParam(searchParams);
  const hrefWith = (changes: Parameters<typeof listHref>[1]) => `${base}${listHref(listQuery, changes)}`;
  const state = params.filters.estado[0] ?? null;
  const stars = params.filters.estrellas[0] ?? null;
  // A refused post reopens its own form; otherwise the one the URL names (the no-JS "Responder").
  const [openId, setOpenId] = useState<number | null>(actionData?.reviewId ?? replyTo);
  // New data (a reply saved, another filter) closes the form unless it names one again.
  const [seen, setSeen] = useState({ action: actionData, reviews });
  if (seen.action !== actionData || seen.reviews !== reviews) {
    setSeen({ action: actionData, reviews });
    setOpenId(actionData?.reviewId ?? replyTo);
  }
  const listed = listQuery.toString();
  const closeHref = `${base}${listed ? `?${listed}` : ""}`;
  const openHref = (id: number) => {
    const query = new URLSearchParams(listQuery);
    query.set(REPLY_PARAM, String(id));
    return `${base}?${query.toString()}#${reviewAnchor(id)}`;
  };
  const { counts } = reviews;
  const narrowed = state !== null || stars !== null;
  return (
    <div>
      <PageHeader
        title="Reseñas"
        description={
          reviews.unanswered > 0
            ? `${pluralize(reviews.unanswered, "reseña espera", "reseñas esperan")} tu respuesta. Responder muestra que tu comercio escucha.`
            : "Respondé públicamente a lo que escriben tus clientes: tu respuesta se ve debajo de cada reseña."
        }
      />
      <Tabs
        className="mt-4"
        label="Qué reseñas ver"
        items={[
          { label: "Todas", href: hrefWith({ estado: null }), count: counts.byState.all, current: state === null },
          {
            label: "Sin responder",
            href: hrefWith({ estado: "sin-responder" }),
            count: counts.byState.unanswered,
            current: state === "sin-responder",
          },
          {
            label: "Respondidas",
            href: hrefWith({ estado: "respondidas" }),
            count: counts.byState.answered,
            current: state === "respondidas",
          },
        ]}
      />
      <nav aria-label="Estrellas" className="mt-3">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to={hrefWith({ estrellas: null })}
              preventScrollReset
              aria-current={stars === null ? "page" : undefined}
              className={cn(chip, stars === null ? CHIP_ON : CHIP_OFF)}
            >
              Todas las estrellas
            </Link>
          </li>
          {REVIEW_STAR_FILTERS.map((value) => (
            <li key={value}>
              <Link
                to={hrefWith({ estrellas: value })}
                preventScrollReset
                aria-current={stars === value ? "page" : undefined}
                className={cn(chip, stars === value ? CHIP_ON : CHIP_OFF)}
              >
                <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                <span aria-hidden>{value}</span>
                <span className="sr-only">{starsLabel(Number(value))}</span>
                <span className="tabular-nums opacity-80">({formatCount(counts.byStars[value])})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {reviews.rows.length === 0 ? (
        <EmptyState
          icon={state === "sin-responder" ? MessageSquareReply : MessageSquare}
          title={
            narrowed
              ? state === "sin-responder" && stars === null
                ? "Respondiste todas las reseñas"
                : "Ninguna reseña con esos filtros"
              : "Todavía no hay reseñas"
          }
          className="mt-6"
          action={
            narrowed ? (
              <Link to={base} className="font-semibold text-brand-700 hover:underline dark:text-blue-300">
                Ver todas las reseñas
              </Link>
            ) : undefined
          }
        >
          {narrowed
            ? "Cuando alguien escriba una reseña nueva te avisamos y aparece acá."
            : "Cuando tus clientes reseñen tu comercio, las vas a ver acá para responderlas."}
        </EmptyState>
      ) : (
        <>
          <p className="mt-4 text-fg-muted text-sm">
            {pluralize(reviews.total, "reseña", "reseñas")}
            {state === "sin-responder" ? " sin responder" : state === "respondidas" ? " respondidas" : ""}
            {stars ? ` de ${starsLabel(Number(stars))}` : ""}
            {state === null
              ? ": primero las que esperan respuesta, de la más nueva a la más vieja."
              : ", de la más nueva a la más vieja."}
          </p>
          <ul className="mt-3 flex flex-col gap-4" aria-label="Reseñas">
            {reviews.rows.map((review) => (
              <ReviewItem
                key={`${review.id}-${review.ownerReplyAt ?? ""}`}
                review={review}
                businessName={business.name}
                open={openId === review.id}
                lastResult={actionData?.reviewId === review.id ? actionData.result : undefined}
                openHref={openHref(review.id)}
                closeHref={closeHref}
                onOpen={() => setOpenId(review.id)}
                onClose={() => setOpenId(null)}
              />
            ))}
          </ul>
          <Pagination page={reviews.page} pageCount={reviews.pageCount} href={(page) => hrefWith({ page })} />
        </>
      )}
    </div>
  );
}

const CHIP_ON =
  "border-brand-600 bg-brand-50 text-brand-800 dark:border-brand-500 dark:bg-brand-900/60 dark:text-blue-100";
const CHIP_OFF = "border-line bg-surface text-fg-muted hover:bg-surface-muted hover:text-fg";

export const ErrorBoundary = OwnerErrorBoundary;
