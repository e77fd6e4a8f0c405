import { Link } from "react-router";

/** The "Aplicar" submit and the "Borrar filtros" link shared by the filter forms (/search, /ofertas). */
export function FilterActions({ clearHref, hasFilters }: { clearHref: string; hasFilters: boolean }) {
  return (
    <>
      <button
        type="submit"
        className="h-10 rounded-lg bg-brand-600 px-4 font-semibold text-sm text-white hover:bg-brand-700"
      >
        Aplicar
      </button>
      {hasFilters && (
        <Link
          to={clearHref}
          preventScrollReset
          className="h-10 content-center px-2 font-medium text-brand-700 text-sm hover:underline dark:text-blue-300"
        >
          Borrar filtros
        </Link>
      )}
    </>
  );
}
