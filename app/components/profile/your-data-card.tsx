import { Link } from "react-router";
import { Download, Trash2 } from "#app/components/icons/icons.tsx";
import { ProfileCard } from "./ui.tsx";

const button =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold text-sm transition focus-visible:outline-2 focus-visible:outline-brand-500 focus-visible:outline-offset-2";

/**
 * "Tus datos": the rights the privacy page promises "desde tu perfil" (Ley 25.326): a copy of
 * everything Vilma keeps about the person (a JSON file) and deleting the account, which has a page
 * of its own that says first what happens to each thing they left.
 */
export function YourDataCard() {
  return (
    <ProfileCard
      id="tus-datos"
      title="Tus datos"
      description="Podés llevarte una copia de todo lo que Vilma guarda sobre vos, o eliminar tu cuenta."
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            Tu cuenta, favoritos, reseñas, notificaciones, comercios y sus planes, y tus sesiones, en un archivo JSON.
          </p>
          <a
            href="/profile/mis-datos.json"
            download
            className={`${button} shrink-0 border border-line bg-surface text-fg hover:bg-surface-muted`}
          >
            <Download className="size-4" aria-hidden />
            Descargar mis datos
          </a>
        </div>
        <div className="flex flex-col gap-3 border-line border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            Eliminar tu cuenta borra tus datos y no se puede deshacer. Antes te mostramos qué pasa con cada cosa.
          </p>
          <Link
            to="/profile/eliminar"
            className={`${button} shrink-0 border border-red-300 bg-surface text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40`}
          >
            <Trash2 className="size-4" aria-hidden />
            Eliminar mi cuenta
          </Link>
        </div>
      </div>
    </ProfileCard>
  );
}
