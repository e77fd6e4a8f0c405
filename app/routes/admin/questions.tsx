/**
 * /admin/preguntas: the moderation queue of questions and answers, the reviews' queue for another
 * kind (server/moderation/moderation.ts): hide (the author sees the reason), restore, delete (the
 * author is told why), "Descartar reportes".
 */
import { data } from "react-router";
import { ModerationQueueTable, QueueRowByline } from "#app/components/moderation/moderation-queue-table.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { AppError } from "#core/errors.ts";
import { parseListParams } from "#core/list-params.ts";
import { BUSINESS_ANSWER_LABEL } from "#core/question-limits.ts";
import { parseQuestionModeration, QUESTIONS_QUEUE } from "#core/question-moderation.ts";
import { moderateContent } from "#server/moderation/moderation.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { listQuestionQueue, type QuestionQueueRow } from "#server/questions/moderation-queue.ts";
import { QUESTION_KIND } from "#server/questions/question-kind.ts";
import type { Route } from "./+types/questions";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const params = parseListParams(new URL(request.url).searchParams, QUESTIONS_QUEUE);
  return { params, rows: await listQuestionQueue(params) };
}

const DONE: Record<string, string> = {
  hide: "Oculta",
  restore: "Visible otra vez",
  delete: "Borrada",
  dismiss: "Reportes descartados",
};

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const back = `/admin/preguntas${new URL(request.url).search}`;
  const input = parseQuestionModeration(form);
  if (!input.ok) return data({ id: input.id, message: input.message }, { status: 400 });
  const value = input.data;
  try {
    const reason = "reason" in value ? value.reason : null;
    const changed = await moderateContent(
      QUESTION_KIND,
      auditActor(admin, request),
      value.questionId,
      value.intent,
      reason,
    );
    return redirectWithToast(back, {
      type: changed ? "success" : "info",
      title: changed ? DONE[value.intent]! : "Sin cambios: ya estaba así",
      description:
        changed && (value.intent === "hide" || value.intent === "delete")
          ? "Le avisamos al autor, con el motivo."
          : undefined,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ id: String(value.questionId), message: error.message }, { status: error.status });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Preguntas | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

function TextCell({ r }: { r: QuestionQueueRow }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="flex flex-wrap items-center gap-2 text-xs">
        <span className="font-semibold">
          {r.questionId === null ? "Pregunta" : r.byBusiness ? BUSINESS_ANSWER_LABEL : "Respuesta"}
        </span>
        {r.hidden && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900 dark:bg-red-950 dark:text-red-200">
            Oculta
          </span>
        )}
      </span>
      <p className="whitespace-pre-line break-words text-sm">{r.body}</p>
      <QueueRowByline r={r} />
    </div>
  );
}

export default function AdminQuestions({ loaderData, actionData }: Route.ComponentProps) {
  const { params, rows } = loaderData;
  const errorFor = (id: number) => (actionData && actionData.id === String(id) ? actionData.message : undefined);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Preguntas"
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Preguntas" }]}
        description="Las preguntas y respuestas de las páginas de comercios, con los reportes que recibieron. Una oculta no se ve en la página."
      />
      <ModerationQueueTable
        label="Preguntas y respuestas"
        textHeader="Texto"
        text={(r) => <TextCell r={r} />}
        section="preguntas"
        idName="questionId"
        noun={(r) => (r.questionId === null ? "esta pregunta y sus respuestas" : "esta respuesta")}
        errorFor={errorFor}
        list={rows}
        params={params}
        filters={[
          {
            name: "kind",
            label: "Tipo",
            allLabel: "Todas",
            options: [
              { value: "question", label: "Preguntas" },
              { value: "answer", label: "Respuestas" },
            ],
          },
        ]}
        empty={{
          title: "Todavía no hay preguntas",
          text: "Cuando los vecinos pregunten en las páginas de los comercios, aparecen acá.",
        }}
        emptyFiltered={{ title: "Ninguna coincide", text: "Probá con otro comercio o sacá algún filtro." }}
      />
    </div>
  );
}
