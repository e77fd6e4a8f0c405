import { Form } from "react-router";
import { LogOut, Monitor, Smartphone, Tablet } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import type { SessionSummary } from "#server/profile/sessions.ts";
import { FormAlert } from "../form/form-alert.tsx";
import { ActionButton, ProfileCard } from "./ui.tsx";
import { useProfileResult } from "./use-profile-result.ts";

const ICONS = { phone: Smartphone, tablet: Tablet, desktop: Monitor } as const;

/**
 * "Sesiones": every browser where the account is signed in. Forms post a session's id, never its
 * token (the server looks the token up among this person's own sessions).
 */
export function SessionsCard({ sessions }: { sessions: SessionSummary[] }) {
  const { result, busyIntent } = useProfileResult("revoke-session", "revoke-other-sessions", "revoke-all-sessions");
  const hydrated = useHydrated();
  const others = sessions.filter((s) => !s.current).length;
  return (
    <ProfileCard
      id="sesiones"
      title="Sesiones"
      description="Los dispositivos donde tenés la sesión abierta. Si no reconocés alguno, cerralo y cambiá tu contraseña."
    >
      {result && (!hydrated || !result.ok) && (
        <FormAlert
          tone={result.ok ? "success" : "error"}
          title={result.toast.title}
          description={result.toast.description}
        />
      )}
      <ul className="divide-y divide-line rounded-xl border border-line" aria-label="Sesiones abiertas">
        {sessions.map((session) => {
          const Icon = ICONS[session.kind];
          return (
            <li key={session.id} className="flex items-center gap-3 p-3 sm:p-4" data-testid="session-item">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-surface-muted text-fg-muted">
                <Icon className="size-5" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-sm">
                  <span className="truncate">{session.device}</span>
                  {session.current && (
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-800 text-xs dark:bg-emerald-900/50 dark:text-emerald-200">
                      Esta sesión
                    </span>
                  )}
                </p>
                <p className="mt-0.5 text-fg-muted text-xs">
                  {session.ip && <span className="break-all">IP {session.ip} · </span>}
                  <span>
                    Última actividad: <time dateTime={session.lastActiveIso}>{session.lastActive}</time> (
                    {session.lastActiveAgo})
                  </span>
                </p>
              </div>
              {!session.current && (
                <Form method="post" className="shrink-0">
                  <input type="hidden" name="intent" value="revoke-session" />
                  <input type="hidden" name="sessionId" value={session.id} />
                  <ActionButton
                    variant="secondary"
                    className="px-3"
                    aria-label={`Cerrar la sesión de ${session.device}`}
                    busy={busyIntent === "revoke-session"}
                  >
                    Cerrar
                  </ActionButton>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {others > 0 && (
          <Form method="post">
            <input type="hidden" name="intent" value="revoke-other-sessions" />
            <ActionButton
              variant="secondary"
              className="w-full sm:w-auto"
              busy={busyIntent === "revoke-other-sessions"}
              busyLabel="Cerrando..."
            >
              Cerrar todas las demás sesiones
            </ActionButton>
          </Form>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="revoke-all-sessions" />
          <ActionButton
            variant="danger"
            className="w-full text-balance sm:w-auto"
            busy={busyIntent === "revoke-all-sessions"}
            busyLabel="Cerrando..."
          >
            {/* On a phone the label takes two lines: centred text reads better without the icon. */}
            <LogOut className="hidden size-4 shrink-0 sm:block" aria-hidden />
            Cerrar sesión en todos los dispositivos
          </ActionButton>
        </Form>
      </div>
    </ProfileCard>
  );
}
