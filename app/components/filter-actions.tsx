import { Link } from "react-router";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

/**
 * The "Aplicar" submit and the "Borrar filtros" link shared by the filter forms (/search, /ofertas).
 * `autoApply`: the form applies each change itself with JavaScript, so "Aplicar" is only drawn
 * without it (one behaviour, never a button that does what already happened).
 */
export function FilterActions({
  clearHref,
  hasFilters,
  autoApply = false,
}: {
  clearHref: string;
  hasFilters: boolean;
  autoApply?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <>
      {!(autoApply && hydrated) && (
        <button
          type="submit"
          className="h-11 rounded-lg bg-brand-600 px-4 font-semibold text-sm text-white hover:bg-brand-700 md:h-10"
        >
          Aplicar
        </button>
      )}
      {hasFilters && (
        <Link
          to={clearHref}
          preventScrollReset
          className="h-11 content-center px-2 md:h-10 font-medium text-brand-700 text-sm hover:underline dark:text-blue-300"
        >
          Borrar filtros
        </Link>
      )}
    </>
  );
}
