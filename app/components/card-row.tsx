import { Children, type ReactNode } from "react";
import { cn } from "../lib/cn.ts";

/**
 * Several cards of a home section: a row that scrolls sideways on a phone (each card snaps into
 * place, the next one peeks in from the right, and "Deslizá" says there is more), a grid from 640 px.
 * Without it the phone home page is a dozen screens of cards stacked one under another. The cards'
 * own links are the keyboard's way through: focusing one scrolls it into view.
 */
export function CardRow({
  columns = "sm:grid-cols-2 lg:grid-cols-4",
  children,
}: {
  /** The grid's columns from 640 px, as before this row existed. */
  columns?: string;
  children: ReactNode;
}) {
  const count = Children.count(children);
  return (
    <>
      {/* No label of its own: the section around it is named by its heading. */}
      <ul
        className={cn(
          // pt-2: room for the rank badge that sticks out of "Los Más Populares" cards.
          "-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pt-2 pb-3",
          "sm:mx-0 sm:grid sm:gap-4 sm:overflow-visible sm:px-0 sm:pt-0 sm:pb-0",
          columns,
        )}
      >
        {Children.map(children, (child) => (
          <li className="flex w-[82%] max-w-80 shrink-0 snap-start flex-col sm:w-auto sm:max-w-none [&>*]:flex-1">
            {child}
          </li>
        ))}
      </ul>
      {count > 1 && (
        <p aria-hidden className="mt-1 text-right text-fg-muted text-xs sm:hidden">
          Deslizá para ver los {count} →
        </p>
      )}
    </>
  );
}
