import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import type { PostCategory } from "#server/magazine/list-post-categories.ts";

/** "Todas" and one pill per category that has posts; the current one is marked. */
export function CategoryFilter({
  categories,
  current,
}: {
  categories: readonly PostCategory[];
  current: string | null;
}) {
  if (categories.length < 2) return null;
  const pill = (active: boolean) =>
    cn(
      "inline-flex h-9 items-center whitespace-nowrap rounded-full border px-4 font-medium text-sm transition",
      active
        ? "border-brand-600 bg-brand-600 text-white"
        : "border-line bg-surface text-fg hover:border-brand-500 hover:text-brand-700 dark:hover:text-blue-300",
    );
  return (
    <nav aria-label="Categorías del magazine" className="relative -mx-4 overflow-x-auto px-4 pb-1">
      <ul className="flex gap-2">
        <li>
          <Link to="/magazine" aria-current={current === null ? "page" : undefined} className={pill(current === null)}>
            Todas
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c.slug}>
            <Link
              to={`/magazine?categoria=${c.slug}`}
              aria-current={current === c.slug ? "page" : undefined}
              className={pill(current === c.slug)}
            >
              {c.name}
              <span className="sr-only">, {c.count === 1 ? "1 nota" : `${c.count} notas`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
