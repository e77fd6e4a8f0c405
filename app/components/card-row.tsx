import { Children, isValidElement, type ReactNode } from "react";
import { cn } from "../lib/cn.ts";

/**
 * Several cards of a home section: a row that scrolls sideways on a phone (each card snaps into
 * place, the next one peeks in from the right, and "Deslizá" says there is more), a grid from 640 px.
 * Without it the phone home page is a dozen screens of cards stacked one under another. The cards'
 * own links are the keyboard's way through: focusing one scrolls it into view.
 */
export function CardRow({
  label,
  columns = "sm:grid-cols-2 lg:grid-cols-4",
  children,
}: {
  /** Names the list for screen readers ("Comercios destacados"). */
  label: string;
  /** The grid's columns from 640 px, as before this row existed. */
  columns?: string;
  children: ReactNode;
}) {
  const items = Children.toArray(children);
  return (
    <div data-card-row>
      <ul
        aria-label={label}
        className={cn(
          // pt-2: room for the rank badge that sticks out of "Los Más Populares" cards.
          "-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 pt-2 pb-3",
          "sm:mx-0 sm:grid sm:snap-none sm:gap-4 sm:overflow-visible sm:px-0 sm:pt-0 sm:pb-0",
          columns,
        )}
      >
        {items.map((child, i) => (
          <li
            key={isValidElement(child) && child.key != null ? child.key : i}
            className="flex w-[82%] max-w-80 shrink-0 snap-start flex-col sm:w-auto sm:max-w-none [&>*]:flex-1"
          >
            {child}
          </li>
        ))}
      </ul>
      {items.length > 1 && (
        <p aria-hidden className="mt-1 flex items-center justify-end gap-1 text-fg-muted text-xs sm:hidden">
          Deslizá para ver {items.length > 2 ? `los ${items.length}` : "los dos"}
          <span className="text-base leading-none">→</span>
        </p>
      )}
    </div>
  );
}
