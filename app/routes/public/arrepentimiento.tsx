/**
 * /arrepentimiento: the "botón de arrepentimiento" (Resolución 424/2020 de la Secretaría de Comercio
 * Interior), linked from the footer of every page. A signed-in owner revokes a plan contracted in
 * the last 10 days in one confirmation and gets a confirmation number here, in a notification and
 * by e-mail; a visitor learns how it works and signs in to come back here. Who cannot sign in writes
 * to the e-mail the admin set (for plans, else the site's contact), or through /contacto when none is.
 */

import { data, Form, Link } from "react-router";
import { methodLabel } from "#app/components/billing/subscription-bits.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { CheckCircle2, Undo2 } from "#app/components/icons/icons.tsx";
import { originFrom, seo } from "#app/lib/seo.ts";
import { REVOCATION_DAYS, revokeSubscriptionSchema } from "#core/billing-form.ts";
import { formatArs, formatDate } from "#core/format.ts";
import { firstMessage, parseSubmission } from "#core/forms.ts";
import { signInPath } from "#core/urls.ts";
import { getBankTransferDetails } from "#server/billing/billing-settings.ts";
import { listRevocable, revokeSubscription } from "#server/billing/revoke-subscription.ts";
import { CLIENT_IP_HEADER } from "#server/platform/auth/auth.ts";
import { getOptionalUser, requireUser } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { siteOrigin } from "#server/platform/site-origin.ts";
import { getPublicSettings } from "#server/settings/public-settings.ts";
import type { Route } from "./+types/arrepentimiento";

const PATH = "/arrepentimiento";

export async function loader({ context }: Route.LoaderArgs) {
  const user = getOptionalUser(context);
  const [revocable, bank, settings] = await Promise.all([
    user ? listRevocable(user.id, requestTime(context)) : Promise.resolve([]),
    getBankTransferDetails(),
    getPublicSettings(),
  ]);
  // Only an address the admin set: for plans, else the site's contact; none, the contact form.
  const contactEmail = bank.email ?? settings.contact_email ?? null;
  return { signedIn: user !== null, revocable, contactEmail };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await readForm(request);
  const submission = parseSubmission(form, revokeSubscriptionSchema);
  if (submission.status !== "success") {
    return data(
      { error: firstMessage(submission.reply(), "Elegí qué contratación revocar."), done: null },
      { status: 400 },
    );
  }
  const outcome = await revokeSubscription({
    user: { id: user.id, email: user.email, name: user.name },
    subscriptionId: submission.value.subscriptionId,
    origin: siteOrigin(request),
    ip: request.headers.get(CLIENT_IP_HEADER),
  });
  // Every refusal here answers 409, Mercado Pago's silence included (its Problem says unavailable).
  if (!outcome.ok) return data({ error: outcome.problem.message, done: null }, { status: 409 });
  return { error: null, done: outcome.value };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Botón de arrepentimiento",
    description:
      "Revocá la contratación de un plan de Vilma dentro de los 10 días corridos y te devolvemos lo que pagaste (Resolución 424/2020).",
    path: PATH,
    origin: originFrom(matches),
  });

export default function Arrepentimiento({ loaderData, actionData }: Route.ComponentProps) {
  const { signedIn, revocable, contactEmail } = loaderData;
  const done = actionData?.done;
  return (
    <main id="contenido" className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="flex items-center gap-3 font-extrabold text-3xl tracking-tight">
        <Undo2 className="size-8 text-brand-600" aria-hidden />
        Botón de arrepentimiento
      </h1>
      <p className="mt-3 text-fg-muted text-lg">
        Si contrataste un plan de Vilma hace {REVOCATION_DAYS} días corridos o menos, podés revocar la contratación sin
        dar motivos y sin costo: el plan termina en el momento y te devolvemos todo lo que pagaste, por el mismo medio
        de pago (Ley 24.240 de Defensa del Consumidor, art. 34, y Resolución 424/2020).
      </p>

      {actionData?.error && (
        <div className="mt-6">
          <FormAlert tone="error" title="No pudimos revocar la contratación" description={actionData.error} />
        </div>
      )}
      {done && (
        <section
          aria-labelledby="revocado"
          className="mt-6 rounded-2xl border border-emerald-300 bg-emerald-50 p-5 dark:border-emerald-800 dark:bg-emerald-950/30"
        >
          <h2 id="revocado" className="flex items-center gap-2 font-bold text-lg">
            <CheckCircle2 className="size-5 text-emerald-700 dark:text-emerald-300" aria-hidden />
            Revocaste el plan {done.planName} de {done.businessName}
          </h2>
          <p className="mt-2">
            Tu número de trámite es <strong className="font-mono">{done.code}</strong>. Te lo mandamos también por
            correo. La devolución se hace dentro de los próximos 10 días hábiles.
          </p>
          <Link
            to={`/mi-comercio/${done.businessUuid}/plan`}
            className="mt-3 inline-flex min-h-10 items-center font-semibold text-brand-700 underline dark:text-blue-300"
          >
            Ver el plan del comercio
          </Link>
        </section>
      )}

      {!signedIn ? (
        <section aria-labelledby="como" className="mt-8 rounded-2xl border border-line bg-surface p-5">
          <h2 id="como" className="font-bold text-lg">
            Cómo hacerlo
          </h2>
          <p className="mt-2">
            Ingresá con la cuenta con la que contrataste: vas a ver acá los planes que todavía podés revocar, y con un
            clic recibís el número de trámite.
          </p>
          <Link
            to={signInPath(PATH)}
            className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          >
            Ingresar para revocar
          </Link>
          <p className="mt-4 text-fg-muted text-sm">
            ¿No podés entrar a tu cuenta? Escribinos <WriteTo email={contactEmail} /> con el nombre del comercio y te
            respondemos con el número de trámite.
          </p>
        </section>
      ) : (
        <section aria-labelledby="tus-planes" className="mt-8">
          <h2 id="tus-planes" className="font-bold text-lg">
            Tus contrataciones de los últimos {REVOCATION_DAYS} días
          </h2>
          {revocable.length === 0 ? (
            <p className="mt-2 rounded-2xl border border-line bg-surface p-5 text-fg-muted">
              No tenés planes contratados en los últimos {REVOCATION_DAYS} días. Para dejar de pagar un plan más
              antiguo, cancelalo desde{" "}
              <Link className="underline" to="/mi-comercio">
                Mi comercio
              </Link>
              : sigue activo hasta el final del período pagado. Si tenés dudas, escribinos{" "}
              <WriteTo email={contactEmail} />.
            </p>
          ) : (
            <ul className="mt-3 flex flex-col gap-3">
              {revocable.map((s) => (
                <li
                  key={s.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4"
                >
                  <span>
                    <strong>
                      {s.planName ?? "Plan"} · {s.businessName}
                    </strong>
                    <br />
                    <span className="text-fg-muted text-sm">
                      Contratado el {formatDate(s.createdAt)} · {methodLabel(s.paymentMethod)} ·{" "}
                      {formatArs(s.amountArs)}
                    </span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="subscriptionId" value={s.id} />
                    <ConfirmDialog
                      title={`¿Revocar ${s.planName ?? "el plan"} de ${s.businessName}?`}
                      description="El plan termina ahora, el comercio vuelve al plan Básico sin perder datos y te devolvemos lo que pagaste."
                      confirmLabel="Revocar contratación"
                      cancelLabel="Volver"
                      tone="danger"
                    >
                      Revocar contratación
                    </ConfirmDialog>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </main>
  );
}

/** "a consultas@…" when the admin set an e-mail, else "desde el formulario de contacto". */
function WriteTo({ email }: { email: string | null }) {
  return email ? (
    <>
      a{" "}
      <a className="underline" href={`mailto:${email}`}>
        {email}
      </a>
    </>
  ) : (
    <>
      desde el{" "}
      <Link className="underline" to="/contacto">
        formulario de contacto
      </Link>
    </>
  );
}
