import { Form, Link } from "react-router";
import { BadgeCheck, Search, SquarePlus, Store } from "#app/components/icons/icons.tsx";

/**
 * /mi-comercio for someone without a business yet: the two ways in. Claiming one that is already
 * listed starts with finding it (the search, then «¿Es tu comercio?» on its page); registering a new
 * one is /mi-comercio/nuevo. Both work without JavaScript.
 */
export function NoBusinessYet() {
  return (
    <section aria-labelledby="sin-comercio" className="mt-8" data-empty-state>
      <div className="flex flex-col items-center gap-2 text-center">
        <Store className="size-10 text-fg-muted" aria-hidden />
        <h2 id="sin-comercio" className="font-bold text-lg">
          Todavía no tenés comercios a tu nombre
        </h2>
        <p className="max-w-md text-fg-muted text-sm">
          Cuando uno quede a tu nombre, lo vas a ver acá: su estado, sus números y lo que necesita de vos.
        </p>
      </div>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
          <h3 className="flex items-center gap-2 font-bold">
            <BadgeCheck className="size-5 shrink-0 text-brand-600 dark:text-blue-300" aria-hidden />
            Reclamá tu comercio
          </h3>
          <p className="text-fg-muted text-sm">
            ¿Ya está en Vilma? Buscalo y, en su página, tocá «¿Es tu comercio?»: es gratis.
          </p>
          <Form method="get" action="/search" role="search" className="mt-auto flex gap-2">
            <label htmlFor="buscar-mi-comercio" className="sr-only">
              Nombre de tu comercio
            </label>
            <input
              id="buscar-mi-comercio"
              name="q"
              type="search"
              required
              maxLength={100}
              placeholder="Nombre de tu comercio"
              className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-line bg-surface px-3"
            />
            <button
              type="submit"
              className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-line px-4 font-semibold text-sm hover:bg-surface-muted"
            >
              <Search className="size-4" aria-hidden />
              Buscar
            </button>
          </Form>
        </div>
        <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
          <h3 className="flex items-center gap-2 font-bold">
            <SquarePlus className="size-5 shrink-0 text-brand-600 dark:text-blue-300" aria-hidden />
            Registrá un comercio nuevo
          </h3>
          <p className="text-fg-muted text-sm">
            ¿No está en Vilma? Cargalo en unos minutos; lo revisamos y queda publicado a tu nombre.
          </p>
          <Link
            to="/mi-comercio/nuevo"
            className="mt-auto inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          >
            Registrá un comercio nuevo
          </Link>
        </div>
      </div>
      <p className="mt-4 text-center text-fg-muted text-sm">
        ¿Querés más visibilidad?{" "}
        <Link to="/pricing" className="font-medium text-brand-700 underline dark:text-blue-300">
          Ver planes para comercios
        </Link>
      </p>
    </section>
  );
}
