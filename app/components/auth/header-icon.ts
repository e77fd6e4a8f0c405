/** An icon button of the top bar (search, favourites, the bell): 36 px, 40 px from `sm`. */
export const headerIconClass =
  "grid size-9 shrink-0 place-items-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg sm:size-10";
