import { cn } from "#app/lib/cn.ts";

export interface TocHeading {
  id: string;
  text: string;
}

/** The `##` headings of a page as links a reader can jump to. Renders nothing without headings. */
export function TableOfContents({
  headings,
  title = "En esta página",
  className,
}: {
  headings: readonly TocHeading[];
  title?: string;
  className?: string;
}) {
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby="indice" className={cn("rounded-2xl border border-line bg-surface p-5 text-sm", className)}>
      <h2 id="indice" className="font-semibold text-fg-muted text-xs uppercase tracking-wide">
        {title}
      </h2>
      <ol className="mt-3 space-y-1">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className="block rounded-md px-2 py-1.5 text-fg leading-snug hover:bg-surface-muted hover:text-brand-700 dark:hover:text-blue-300"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
