import { Link } from "react-router";
import { MailCheck } from "#app/components/icons/icons.tsx";
import { ResendForm } from "./resend-form.tsx";

/**
 * After signing up (or asking again): the e-mail is on its way, and how to get another one.
 * (No aria-labelledby on the section: "Revisá tu email" would make it a second thing labelled "Email".)
 */
export function CheckInbox({ email, backTo }: { email: string; backTo: string }) {
  return (
    <section className="text-center">
      <span className="mx-auto mb-3 grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-900/50 dark:text-brand-100">
        <MailCheck className="size-6" aria-hidden />
      </span>
      <h2 className="font-bold text-xl">Revisá tu email</h2>
      <p className="mt-2 text-fg-muted">
        Te enviamos un enlace de confirmación a <strong className="break-all text-fg">{email}</strong>. Abrilo para
        activar tu cuenta.
      </p>
      <p className="mt-2 text-fg-muted text-sm">¿No te llegó? Revisá la carpeta de spam o pedí que te lo reenviemos.</p>
      <div className="mt-5 space-y-3">
        <ResendForm email={email} label="Reenviar email" />
        <Link
          to={backTo}
          className="inline-block font-medium text-brand-600 text-sm underline-offset-4 hover:underline dark:text-blue-300"
        >
          Volver a iniciar sesión
        </Link>
      </div>
    </section>
  );
}
