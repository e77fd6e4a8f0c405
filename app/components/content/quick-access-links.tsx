import { Link } from "react-router";
import { CategoryIcon } from "#app/components/category-icon.tsx";
import { isInternalLink } from "#core/content-links.ts";
import type { QuickAccessLink } from "#server/content/quick-access.ts";

/**
 * The quick-access buttons under the home search (/admin/content/quick-access): plain links drawn
 * on the server, icons from the category sprite (no icon code in the home's download).
 */
export function QuickAccessLinks({ links }: { links: QuickAccessLink[] }) {
  if (links.length === 0) return null;
  const chip =
    "inline-flex min-h-10 items-center gap-2 rounded-full bg-white/15 px-4 py-2 font-semibold text-sm text-white ring-1 ring-white/30 backdrop-blur transition hover:bg-white/25";
  return (
    <nav aria-label="Accesos rápidos" className="w-full max-w-2xl">
      <ul className="flex flex-wrap justify-center gap-2">
        {links.map((l) => (
          <li key={l.id}>
            {isInternalLink(l.url) ? (
              <Link to={l.url} className={chip}>
                <CategoryIcon name={l.icon} className="size-4" />
                {l.label}
              </Link>
            ) : (
              <a href={l.url} rel="noopener" className={chip}>
                <CategoryIcon name={l.icon} className="size-4" />
                {l.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
