import { Form, Link, useNavigation } from "react-router";
import { formatDate } from "#core/format.ts";
import { ACCEPT_LABELS, SUGGESTION_KIND_LABELS, SUGGESTION_VALUE_LABELS } from "#core/suggestions.ts";
import type { SuggestionRow } from "#server/suggestions/list-suggestions.ts";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold text-sm disabled:opacity-60";

const STATUS: Record<SuggestionRow["status"], string> = {
  pending: "Pendiente",
  accepted: "Aceptada",
  rejected: "Rechazada",
};

/**
 * One "Sugerir un cambio" as the owner and the admins see it: what is wrong, what the business
 * shows now, what was proposed, and (while pending) "Aceptar …" and "Rechazar", one tap each. The
 * accept button says what it does (ACCEPT_LABELS); a closure only an admin may accept.
 */
export function SuggestionCard({
  suggestion: s,
  canClose,
  showBusiness = false,
  error,
}: {
  suggestion: SuggestionRow;
  /** Whether this person may accept a closure (an admin). */
  canClose: boolean;
  showBusiness?: boolean;
  error?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("suggestionId") === String(s.id);
  const acceptable = s.kind !== "closed" || canClose;
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5" data-suggestion-id={s.id}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{SUGGESTION_KIND_LABELS[s.kind]}</h3>
        <span
          className={
            s.status === "pending"
              ? "rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs dark:bg-amber-900/50 dark:text-amber-100"
              : "rounded-full bg-surface-muted px-2 py-0.5 font-medium text-fg-muted text-xs"
          }
        >
          {STATUS[s.status]}
        </span>
      </div>
      <p className="mt-1 text-fg-muted text-xs">
        {showBusiness && (
          <>
            <Link to={`/${s.businessSlug}`} className="font-semibold text-brand-700 underline dark:text-blue-300">
              {s.businessName}
            </Link>
            {" · "}
          </>
        )}
        {s.authorName} · {formatDate(s.createdAt)}
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {s.kind !== "closed" && s.kind !== "hours" && (
          <>
            <dt className="text-fg-muted">Ahora dice</dt>
            <dd className="break-words">{s.current || "—"}</dd>
          </>
        )}
        {s.kind !== "closed" && (
          <>
            <dt className="text-fg-muted">{SUGGESTION_VALUE_LABELS[s.kind]}</dt>
            <dd className="whitespace-pre-line break-words font-semibold">{s.proposedValue}</dd>
          </>
        )}
        {s.note && (
          <>
            <dt className="text-fg-muted">Nota</dt>
            <dd className="whitespace-pre-line break-words">{s.note}</dd>
          </>
        )}
      </dl>
      {s.status === "pending" && (
        <Form method="post" className="mt-4 flex flex-col gap-2">
          <input type="hidden" name="suggestionId" value={s.id} />
          {error && (
            <p role="alert" className="font-semibold text-red-700 text-sm dark:text-red-300">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {acceptable && (
              <button
                type="submit"
                name="intent"
                value="accept"
                disabled={busy}
                className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
              >
                {ACCEPT_LABELS[s.kind]}
              </button>
            )}
            <button
              type="submit"
              name="intent"
              value="reject"
              disabled={busy}
              className={`${button} border border-line bg-surface hover:bg-surface-muted`}
            >
              Rechazar
            </button>
          </div>
          {!acceptable && (
            <p className="text-fg-muted text-xs">
              Sólo la administración de Vilma da de baja un comercio: si de verdad cerró, escribinos desde Ayuda.
            </p>
          )}
        </Form>
      )}
    </li>
  );
}
