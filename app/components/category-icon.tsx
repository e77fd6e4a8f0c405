import { categoryIconSymbol } from "#core/category-icons.ts";

/** A category's icon, drawn from the server's SVG sprite (no icon code in the client bundle). */
export function CategoryIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`/icons/categories.svg#${categoryIconSymbol(name)}`} />
    </svg>
  );
}
