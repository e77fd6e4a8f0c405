/**
 * /profile/eliminar: "Eliminar mi cuenta". The page states what deleting this account does to each
 * thing the person left (server/profile/delete-account.ts, decision 25), offers the download of
 * their data first, and asks them to confirm who they are (the password; a recent sign-in for
 * Google-only accounts) and that they understand it cannot be undone. Done → signed out, to the
 * home page with a toast; an e-mail confirms it.
 */
import { data, Form, Link, useNavigation } from "react-router";
import { PasswordField } from "#app/components/form/fields.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { fieldProps, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { ChevronLeft, Download, TriangleAlert } from "#app/components/icons/icons.tsx";
import { ActionButton } from "#app/components/profile/ui.tsx";
import { originFrom, seo } from "#app/lib/seo.ts";
import { ACCOUNT_DELETION_MESSAGES, deleteAccountSchema } from "#core/account-deletion-form.ts";
import { formatCount, formatDate } from "#core/format.ts";
import { parseSubmission, SECRET_FIELDS } from "#core/forms.ts";
import { CLIENT_IP_HEADER, getAuth } from "#server/platform/auth/auth.ts";
import { requireUser } from "#server/platform/auth/guards.ts";
import { clearedSessionCookie } from "#server/platform/auth/session.ts";
import { replyFieldErrors } from "#server/platform/http/answers.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { siteOrigin } from "#server/platform/site-origin.ts";
import { identityRequirement } from "#server/profile/confirm-identity.ts";
import { type DeletionPreview, deleteAccount, previewAccountDeletion } from "#server/profile/delete-account.ts";
import type { Route } from "./+types/delete-account";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const [preview, requirement] = await Promise.all([previewAccountDeletion(user.id), identityRequirement(user)]);
  return { preview, requirement, email: user.email };
}

export const ACCOUNT_DELETED_TOAST = {
  title: "Eliminamos tu cuenta",
  description: "Te mandamos un email con lo que hicimos con tus datos.",
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await readForm(request);
  const requirement = await identityRequirement(user);
  const submission = parseSubmission(form, deleteAccountSchema(requirement.password));
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: SECRET_FIELDS }), message: null }, { status: 400 });
  }
  const outcome = await deleteAccount({
    user,
    proof: requirement.password
      ? { kind: "password", password: submission.value.password ?? "" }
      : { kind: "recent-sign-in" },
    ip: request.headers.get(CLIENT_IP_HEADER),
    origin: siteOrigin(request),
  });
  if (!outcome.ok) {
    const { code, message, fieldErrors } = outcome.problem;
    const result = submission.reply({
      hideFields: SECRET_FIELDS,
      ...(fieldErrors ? { fieldErrors: replyFieldErrors(outcome.problem) } : {}),
    });
    // The form has always answered 400 to every refusal but the last admin's (409).
    return data({ result, message: fieldErrors ? null : message }, { status: code === "conflict" ? 409 : 400 });
  }
  // The session went with the account: the browser forgets its cookie too.
  const cookie = await clearedSessionCookie(await getAuth());
  return redirectWithToast("/", { type: "success", ...ACCOUNT_DELETED_TOAST }, { headers: { "set-cookie": cookie } });
}

/** Personal data: never stored by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Eliminar mi cuenta",
    description: "Qué pasa con tus datos si eliminás tu cuenta de Vilma, y cómo hacerlo.",
    path: "/profile/eliminar",
    origin: originFrom(matches),
    noindex: true,
  });

/** What happens, one line per thing the person left. */
function Consequences({ preview, email }: { preview: DeletionPreview; email: string }) {
  const items: string[] = [
    `Se borran tu cuenta, tu perfil y tu foto, y se cierran todas tus sesiones. No vas a poder volver a ingresar con ${email}, aunque podés crear una cuenta nueva cuando quieras.`,
  ];
  if (preview.reviews > 0) {
    items.push(
      preview.reviews === 1
        ? "Se borra tu reseña y deja de contar en la calificación del comercio."
        : `Se borran tus ${formatCount(preview.reviews)} reseñas y dejan de contar en la calificación de cada comercio.`,
    );
  }
  items.push(
    `Se borran tus favoritos (${formatCount(preview.favorites)}) y tus notificaciones (${formatCount(preview.notifications)}).`,
  );
  for (const b of preview.businesses) {
    items.push(
      b.othersRemain
        ? `${b.name}: dejás de administrarlo. La ficha sigue publicada y la siguen administrando las otras personas a cargo.`
        : `${b.name}: dejás de administrarlo. La ficha sigue publicada en Vilma, sin dueño, hasta que alguien la reclame.`,
    );
  }
  for (const s of preview.subscriptions) {
    const plan = s.planName ? `el plan ${s.planName}` : "el plan";
    items.push(
      s.status === "pending"
        ? `Cancelamos el pedido de ${plan} de ${s.businessName}.`
        : `Cancelamos ${plan} de ${s.businessName}: no se cobra ni se renueva más; lo pagado sigue vigente hasta el ${formatDate(s.endDate)}.`,
    );
  }
  for (const r of preview.pendingRegistrations) items.push(`Retiramos el pedido de alta de ${r.name}.`);
  if (preview.pendingClaims > 0 || preview.supportTickets > 0) {
    items.push("Se borran tus pedidos para administrar comercios y tus consultas al soporte.");
  }
  items.push(
    "El registro de cambios del sitio (quién cambió qué y cuándo) se conserva, pero sin tu nombre, tu email ni tu dirección IP.",
    `Te mandamos un email a ${email} que confirma la eliminación.`,
  );
  return (
    <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { preview, requirement, email } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.endsWith("/profile/eliminar") === true;
  const { fields, formProps } = useSchemaForm(deleteAccountSchema(requirement.password), {
    id: "delete-account",
    lastResult: actionData?.result,
  });
  const canConfirm = !preview.isLastAdmin && (requirement.password || requirement.recentSignIn);
  const confirmError = fields.confirm.errors?.[0];

  return (
    <main id="contenido" className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Link
        to="/profile"
        className="inline-flex min-h-10 items-center gap-1 text-brand-600 text-sm hover:underline dark:text-blue-300"
      >
        <ChevronLeft className="size-4" aria-hidden />
        Mi perfil
      </Link>
      <h1 className="mt-2 font-extrabold text-2xl tracking-tight sm:text-3xl">Eliminar mi cuenta</h1>
      <p className="mt-2 text-fg-muted">Antes de confirmar, mirá qué pasa con cada cosa que dejaste en Vilma.</p>

      <section
        aria-labelledby="que-pasa"
        className="mt-6 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
      >
        <h2 id="que-pasa" className="font-semibold text-lg">
          Qué pasa si la eliminás
        </h2>
        <Consequences preview={preview} email={email} />
        <p className="mt-4 text-sm">
          ¿Querés guardar una copia antes?{" "}
          <a
            href="/profile/mis-datos.json"
            download
            className="inline-flex items-center gap-1 font-semibold text-brand-600 underline dark:text-blue-300"
          >
            <Download className="size-4" aria-hidden />
            Descargar mis datos
          </a>
        </p>
      </section>

      <section
        aria-labelledby="confirmar"
        className="mt-6 rounded-2xl border border-red-200 bg-surface p-5 shadow-sm sm:p-6 dark:border-red-900/60"
      >
        <h2 id="confirmar" className="flex items-center gap-2 font-semibold text-lg">
          <TriangleAlert className="size-5 text-red-600 dark:text-red-400" aria-hidden />
          Confirmá que sos vos
        </h2>
        {actionData?.message && (
          <div className="mt-4">
            <FormAlert tone="error" title="No eliminamos tu cuenta" description={actionData.message} />
          </div>
        )}
        {preview.isLastAdmin ? (
          <div className="mt-4">
            <FormAlert
              tone="error"
              title="No podés eliminar esta cuenta"
              description={ACCOUNT_DELETION_MESSAGES.lastAdmin}
            />
          </div>
        ) : !canConfirm ? (
          <div className="mt-4 space-y-3">
            <FormAlert tone="error" title="Volvé a ingresar" description={ACCOUNT_DELETION_MESSAGES.signInAgain} />
            <form method="post" action="/auth/salir">
              <ActionButton variant="secondary">Salir para volver a ingresar</ActionButton>
            </form>
          </div>
        ) : (
          <Form method="post" className="mt-4 space-y-4" {...formProps}>
            {requirement.password ? (
              <PasswordField {...fieldProps(fields.password)} label="Tu contraseña" autoComplete="current-password" />
            ) : (
              <p className="text-fg-muted text-sm">
                Ingresaste con Google hace un momento, así que no hace falta una contraseña.
              </p>
            )}
            <div>
              <label className="flex items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  id={fields.confirm.id}
                  name={fields.confirm.name}
                  required
                  aria-invalid={confirmError ? true : undefined}
                  aria-describedby={confirmError ? `${fields.confirm.id}-error` : undefined}
                  className="mt-0.5 size-5 shrink-0 accent-red-600"
                />
                <span>Entiendo que eliminar mi cuenta no se puede deshacer.</span>
              </label>
              {confirmError && (
                <p
                  id={`${fields.confirm.id}-error`}
                  className="mt-1 font-medium text-red-600 text-sm dark:text-red-400"
                >
                  {confirmError}
                </p>
              )}
            </div>
            <ActionButton variant="danger" busy={busy} busyLabel="Eliminando..." className="w-full sm:w-auto">
              Eliminar mi cuenta
            </ActionButton>
          </Form>
        )}
      </section>
    </main>
  );
}
