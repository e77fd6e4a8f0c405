import type { ReactNode } from "react";
import { Link } from "react-router";
import { Clock, Home, Lock, LogIn, SearchX, TriangleAlert, WifiOff } from "#app/components/icons/icons.tsx";

export type ErrorKind =
  | "not-found"
  | "forbidden"
  | "unauthorized"
  | "rate-limited"
  | "unavailable"
  | "bad-request"
  | "unexpected";

interface ErrorCopy {
  /** The tab's title, short. */
  tab: string;
  title: string;
  /** What the page says when the server gave no reason (or a reason must not be shown). */
  text: string;
  icon: typeof Home;
}

/** What each kind of failure tells a person. 404's words are the spec's. */
export const ERROR_COPY: Record<ErrorKind, ErrorCopy> = {
  "not-found": {
    tab: "Página no encontrada",
    title: "¡Oops! Página no encontrada",
    text: "La página que buscás no existe o fue movida.",
    icon: SearchX,
  },
  forbidden: {
    tab: "Sin permiso",
    title: "No tenés permiso para ver esta página",
    text: "Tu cuenta no tiene acceso a esta sección.",
    icon: Lock,
  },
  unauthorized: {
    tab: "Iniciá sesión",
    title: "Tenés que iniciar sesión",
    text: "Iniciá sesión para seguir.",
    icon: LogIn,
  },
  "rate-limited": {
    tab: "Demasiados intentos",
    title: "Demasiados intentos",
    text: "Esperá unos minutos y volvé a probar.",
    icon: Clock,
  },
  unavailable: {
    tab: "Servicio no disponible",
    title: "Vilma no está disponible en este momento",
    text: "Estamos teniendo un problema técnico. Probá de nuevo en unos minutos.",
    icon: WifiOff,
  },
  "bad-request": {
    tab: "Error",
    title: "No pudimos procesar tu pedido",
    text: "Revisá los datos y probá de nuevo.",
    icon: TriangleAlert,
  },
  unexpected: {
    tab: "Error",
    title: "Algo salió mal",
    text: "Tuvimos un problema para mostrar esta página. Probá de nuevo en unos minutos.",
    icon: TriangleAlert,
  },
};

/** The one look of every error page: status, title, a sentence, and where to go next. */
export function ErrorPage({
  status,
  kind,
  reason,
  children,
}: {
  status: number;
  kind: ErrorKind;
  /** A sentence from the server (a guard's reason, a Problem's message) that replaces the default. */
  reason?: string | null;
  /** More ways out, after "Volver al inicio". */
  children?: ReactNode;
}) {
  const copy = ERROR_COPY[kind];
  const Icon = copy.icon;
  return (
    <main
      id="contenido"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <title>{`${copy.tab} | Vilma`}</title>
      <meta name="robots" content="noindex" />
      <span className="grid size-14 place-items-center rounded-full bg-surface-muted text-fg-muted">
        <Icon className="size-7" aria-hidden />
      </span>
      <p className="font-extrabold text-6xl text-brand-600 tracking-tight dark:text-blue-300">{status}</p>
      <h1 className="font-bold text-2xl">{copy.title}</h1>
      <p className="text-fg-muted">{reason || copy.text}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
        >
          <Home className="size-4" aria-hidden />
          Volver al inicio
        </Link>
        {children}
      </div>
    </main>
  );
}
