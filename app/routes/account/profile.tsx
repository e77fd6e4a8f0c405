import { useMemo } from "react";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { useToastMessage } from "#app/components/form/use-toast-message.ts";
import { LogOut } from "#app/components/icons/icons.tsx";
import { AppearanceCard } from "#app/components/profile/appearance-card.tsx";
import { Avatar } from "#app/components/profile/avatar.tsx";
import { EmailCard } from "#app/components/profile/email-card.tsx";
import { PasswordCard } from "#app/components/profile/password-card.tsx";
import { PersonalDataCard } from "#app/components/profile/personal-data-card.tsx";
import { SessionsCard } from "#app/components/profile/sessions-card.tsx";
import { TwoFactorCard } from "#app/components/profile/two-factor-card.tsx";
import { YourDataCard } from "#app/components/profile/your-data-card.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { originFrom, seo } from "#app/lib/seo.ts";
import { requireUser } from "#server/platform/auth/guards.ts";
import { answerPage } from "#server/platform/http/answers.ts";
import { getProfilePage } from "#server/profile/get-profile-page.ts";
import { handleProfileAction } from "#server/profile/handle-profile-action.ts";
import type { Route } from "./+types/profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const profile = await getProfilePage(user);
  // The confirmation link of an e-mail change lands here (server/profile/change-email.ts).
  const emailConfirmed = new URL(request.url).searchParams.get("email") === "confirmado";
  return { profile, emailConfirmed };
}

/** A profile update requires a signed-in person (the spec's 'No user logged in'): else to /auth. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  return answerPage(await handleProfileAction(request, user));
}

/** Personal data: never stored by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Mi perfil",
    description:
      "Tus datos, tu foto, el tema, tu email, tu contraseña, la verificación en dos pasos, tus sesiones y tu cuenta en Vilma.",
    path: "/profile",
    origin: originFrom(matches),
    noindex: true,
  });

const SECTIONS = [
  ["datos", "Datos personales"],
  ["apariencia", "Apariencia"],
  ["email", "Email"],
  ["contrasena", "Contraseña"],
  ["dos-pasos", "Verificación en dos pasos"],
  ["sesiones", "Sesiones"],
  ["tus-datos", "Tus datos"],
] as const;

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, emailConfirmed } = loaderData;
  const hydrated = useHydrated();
  useToastMessage(actionData && "toast" in actionData ? actionData.toast : null);
  const confirmedToast = useMemo(
    () =>
      emailConfirmed
        ? {
            id: "email-confirmado",
            type: "success" as const,
            title: "Email actualizado",
            description: `Desde ahora ingresás con ${profile.email}.`,
          }
        : null,
    [emailConfirmed, profile.email],
  );
  useToastMessage(confirmedToast);

  return (
    <main id="contenido" className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <header className="flex items-center gap-4">
        <Avatar url={profile.avatarUrl} name={profile.fullName} size={56} alt="" />
        <div className="min-w-0">
          <h1 className="font-extrabold text-2xl tracking-tight sm:text-3xl">Mi perfil</h1>
          <p className="truncate text-fg-muted text-sm">
            <span className="font-medium text-fg">{profile.fullName}</span> · {profile.email}
          </p>
        </div>
      </header>

      {actionData && "toast" in actionData && actionData.intent === null && !hydrated && (
        <div className="mt-6">
          <FormAlert tone="error" title={actionData.toast.title} description={actionData.toast.description} />
        </div>
      )}

      {confirmedToast && !hydrated && (
        <p
          role="status"
          className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-emerald-900 text-sm dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-100"
        >
          {confirmedToast.title}. {confirmedToast.description}
        </p>
      )}

      <div className="mt-8 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <nav aria-label="Secciones del perfil" className="hidden lg:block">
          <ul className="sticky top-24 space-y-1 text-sm">
            {SECTIONS.map(([id, label]) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="block rounded-lg px-3 py-2 text-fg-muted hover:bg-surface-muted hover:text-fg"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="min-w-0 space-y-6">
          <PersonalDataCard fullName={profile.fullName} avatarUrl={profile.avatarUrl} />
          <AppearanceCard themePreference={profile.themePreference} />
          <EmailCard email={profile.email} />
          <PasswordCard hasPassword={profile.hasPassword} />
          <TwoFactorCard email={profile.email} {...profile.twoFactor} />
          <SessionsCard sessions={profile.sessions} />
          <YourDataCard />
          <section
            aria-labelledby="salir-title"
            className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6"
          >
            <div>
              <h2 id="salir-title" className="font-semibold text-lg">
                Cerrar sesión
              </h2>
              <p className="mt-1 text-fg-muted text-sm">Salí de tu cuenta en este dispositivo.</p>
            </div>
            {/* A plain document post: the sign-out route answers with a redirect, with or without JavaScript. */}
            <form method="post" action="/auth/salir">
              <button
                type="submit"
                className="inline-flex min-h-10 w-full items-center justify-center gap-2 rounded-lg border border-line px-4 py-2 font-semibold text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-500 focus-visible:outline-offset-2 sm:w-auto"
              >
                <LogOut className="size-4" aria-hidden />
                Salir
              </button>
            </form>
          </section>
        </div>
      </div>
    </main>
  );
}
