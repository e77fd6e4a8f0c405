import { Link } from "react-router";

const linkClass = "font-medium text-fg underline underline-offset-2 hover:text-brand-600 dark:hover:text-blue-300";

/** The spec's footer line: continuing means accepting the terms of service and the privacy policy. */
export function LegalLine() {
  return (
    <p className="mt-5 px-2 text-center text-fg-muted text-xs leading-relaxed">
      Al continuar, aceptás nuestros{" "}
      <Link to="/terminos-y-condiciones" className={linkClass}>
        términos de servicio
      </Link>{" "}
      y nuestra{" "}
      <Link to="/privacidad" className={linkClass}>
        política de privacidad
      </Link>
      .
    </p>
  );
}
