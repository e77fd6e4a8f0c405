import { Form, Link, useNavigation } from "react-router";
import { ShieldCheck, X } from "#app/components/icons/icons.tsx";

/**
 * The owner dashboard's suggestion to turn on the second step at sign-in (decision 26). "Ahora no"
 * is a form: it closes the card for good, with or without JavaScript.
 */
export function TwoFactorPrompt() {
  const navigation = useNavigation();
  const closing = navigation.state !== "idle" && navigation.formData?.get("intent") === "dismiss-two-factor";
  if (closing) return null;
  return (
    <aside
      aria-labelledby="dos-pasos-sugerencia"
      className="mt-6 flex gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:items-center sm:p-5 dark:border-brand-900 dark:bg-brand-900/30"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
        <ShieldCheck className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <h2 id="dos-pasos-sugerencia" className="font-semibold">
            Protegé tu comercio con la verificación en dos pasos
          </h2>
          <p className="mt-1 text-fg-muted text-sm">
            Además de tu contraseña, al ingresar te pedimos un código de tu teléfono. Así nadie más puede cambiar los
            datos, las promociones ni el plan de tu comercio.
          </p>
        </div>
        <Link
          to="/profile#dos-pasos"
          className="mt-3 inline-flex min-h-10 shrink-0 items-center rounded-lg bg-brand-600 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-700 sm:mt-0"
        >
          Activarla
        </Link>
      </div>
      <Form method="post" className="shrink-0 self-start">
        <input type="hidden" name="intent" value="dismiss-two-factor" />
        <button
          type="submit"
          aria-label="Ahora no: cerrar la sugerencia"
          title="Ahora no"
          className="grid size-9 place-items-center rounded-lg text-fg-muted hover:bg-brand-100 hover:text-fg dark:hover:bg-brand-900/60"
        >
          <X className="size-4" aria-hidden />
        </button>
      </Form>
    </aside>
  );
}
