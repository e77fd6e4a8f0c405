import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { formatCount } from "#core/format.ts";

export interface TabItem {
  label: string;
  /** Where the tab leads: a path, a query ("?estado=pending") or both. */
  href: string;
  /** A number after the label ("Pendientes 4"). */
  count?: number;
  /** Overrides the URL match (for tabs that stand for several URLs). */
  current?: boolean;
}

/**
 * How well a tab's href matches the location: null when it does not (another path, or one of its
 * parameters has another value); otherwise how many parameters it pins, so the most specific tab
 * wins ("?estado=pending" over the plain "Todos").
 */
export function tabMatch(href: string, location: { pathname: string; search: string }): number | null {
  const target = new URL(href, `http://tabs.invalid${location.pathname}${location.search}`);
  if (target.pathname !== location.pathname) return null;
  const current = new URLSearchParams(location.search);
  let pinned = 0;
  for (const key of new Set(target.searchParams.keys())) {
    if (key === "page") continue;
    const want = target.searchParams.getAll(key).sort().join("\u0000");
    if (current.getAll(key).sort().join("\u0000") !== want) return null;
    pinned++;
  }
  return pinned;
}

/** Which ends of a sideways-scrolling row still hide tabs. */
interface Overflow {
  before: boolean;
  after: boolean;
}

function overflowOf(el: HTMLElement): Overflow {
  // One pixel of slack: zoomed pages report fractional widths.
  return { before: el.scrollLeft > 1, after: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
}

/** Scrolls the row itself (scrollIntoView would also move the page) so the current tab is centred. */
function centreCurrent(el: HTMLElement) {
  const active = el.querySelector<HTMLElement>('[aria-current="page"]');
  if (!active) return;
  el.scrollLeft = Math.max(0, active.offsetLeft - (el.clientWidth - active.offsetWidth) / 2);
}

/**
 * Navigation between views of one screen (statuses of a list, parts of a settings page) as plain
 * links: each view has its URL, works without JavaScript and keeps the browser's history. The
 * current one says so with aria-current="page". On a phone the row scrolls sideways instead of
 * widening the page: a fade on the side that hides more tabs says there is more, and the current
 * tab is brought into view when the page opens (an owner on "Plan" must see "Plan" lit). Without
 * JavaScript the fade on the right shows (over nothing when every tab fits). (Not a role="tablist":
 * that promises arrow-key switching without navigating.)
 */
export function Tabs({ items, label, className }: { items: TabItem[]; label: string; className?: string }) {
  const location = useLocation();
  const scores = items.map((item) => (item.current !== undefined ? null : tabMatch(item.href, location)));
  const best = Math.max(-1, ...scores.map((score) => score ?? -1));
  const explicit = items.some((item) => item.current);
  const isCurrent = (i: number) => items[i]?.current ?? (!explicit && best >= 0 && scores[i] === best);
  const currentHref = items.find((_, i) => isCurrent(i))?.href;
  const scroller = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: true });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when another tab becomes the current one.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    centreCurrent(el);
    setOverflow(overflowOf(el));
  }, [currentHref]);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const update = () => setOverflow(overflowOf(el));
    // A phone turned sideways (or a narrower window) can hide the current tab again; a height
    // change (the browser's bars sliding away) leaves a row the person scrolled alone.
    let width = el.clientWidth;
    const resized = () => {
      if (el.clientWidth !== width) centreCurrent(el);
      width = el.clientWidth;
      update();
    };
    el.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", resized);
    return () => {
      el.removeEventListener("scroll", update);
      window.removeEventListener("resize", resized);
    };
  }, []);

  const fade = "pointer-events-none absolute inset-y-0 w-8 from-bg to-transparent transition-opacity";
  return (
    <nav aria-label={label} className={cn("-mx-4 relative sm:mx-0", className)}>
      <div ref={scroller} className="overflow-x-auto px-4 [scrollbar-width:thin] sm:px-0" data-tabs-scroller>
        <ul className="flex w-max min-w-full gap-1 border-line border-b">
          {items.map((item, i) => {
            const current = isCurrent(i);
            return (
              <li key={item.href} className="shrink-0">
                <Link
                  to={item.href}
                  aria-current={current ? "page" : undefined}
                  preventScrollReset
                  className={cn(
                    "-mb-px flex min-h-11 items-center gap-2 whitespace-nowrap border-b-2 px-3 font-medium text-sm transition-colors",
                    current
                      ? "border-brand-600 text-brand-700 dark:border-brand-500 dark:text-blue-300"
                      : "border-transparent text-fg-muted hover:border-line hover:text-fg",
                  )}
                >
                  {item.label}
                  {item.count !== undefined && (
                    <span
                      className={cn(
                        "rounded-full px-2 py-0.5 text-xs tabular-nums",
                        current
                          ? "bg-brand-50 text-brand-700 dark:bg-brand-900/60 dark:text-blue-200"
                          : "bg-surface-muted",
                      )}
                    >
                      {formatCount(item.count)}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      <span
        aria-hidden
        data-tabs-fade="before"
        className={cn(fade, "left-0 bg-linear-to-r", overflow.before ? "opacity-100" : "opacity-0")}
      />
      <span
        aria-hidden
        data-tabs-fade="after"
        className={cn(fade, "right-0 bg-linear-to-l", overflow.after ? "opacity-100" : "opacity-0")}
      />
    </nav>
  );
}
