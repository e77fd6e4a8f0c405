import { Home } from "lucide-react";
import { Link } from "react-router";

/** The spec's 404 page. */
export function NotFoundPage() {
  return (
    <main
      id="contenido"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <title>Página no encontrada | Vilma</title>
      <meta name="robots" content="noindex" />
      <p className="font-extrabold text-8xl text-brand-600 tracking-tight dark:text-brand-500">404</p>
      <h1 className="font-bold text-2xl">¡Oops! Página no encontrada</h1>
      <p className="text-fg-muted">La página que buscás no existe o fue movida.</p>
      <Link
        to="/"
        className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        <Home className="size-4" aria-hidden />
        Volver al inicio
      </Link>
    </main>
  );
}
