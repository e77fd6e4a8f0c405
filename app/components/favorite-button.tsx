import { type FormEvent, useEffect, useRef, useSyncExternalStore } from "react";
import { useFetcher, useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { Heart } from "#app/components/icons/icons.tsx";
import { toast } from "#app/lib/toast.tsx";
import { FAVORITE_LABELS, FAVORITE_MESSAGES } from "#core/favorites.ts";
import { signInPath } from "#core/urls.ts";
import type { FavoriteResponse } from "#server/favorites/favorite-request.ts";
import { cn } from "../lib/cn.ts";
import type { loader as rootLoader } from "../root.tsx";

/**
 * Favourites this tab has changed since the page loaded, keyed "userId:businessUuid". The root
 * loader's list is the truth at load time; toggles do not re-run every loader on the page (a search
 * would be recorded again, a business view counted again), so every heart for the same business
 * reads this first. Written only from browser event handlers and effects, never on the server.
 */
const changed = new Map<string, boolean>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function remember(key: string, favorite: boolean) {
  changed.set(key, favorite);
  for (const listener of listeners) listener();
}

/**
 * The heart on business cards and business pages. A plain form posting to /api/favorites, so it
 * works before (and without) JavaScript; with it, the heart flips at once and the request goes
 * through a fetcher, reverting with a toast if it fails. Signed-out visitors go to /auth and come
 * back to this page afterwards.
 */
export function FavoriteButton({ businessUuid, className }: { businessUuid: string; className?: string }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const user = root?.user ?? null;
  const navigate = useNavigate();
  const location = useLocation();
  const fetcher = useFetcher<FavoriteResponse>();
  const key = user ? `${user.id}:${businessUuid}` : "";
  const local = useSyncExternalStore(
    subscribe,
    () => (key ? changed.get(key) : undefined),
    () => undefined,
  );
  const loaded: readonly string[] = root?.favoriteUuids ?? [];
  const isFavorite = local ?? loaded.includes(businessUuid);
  const here = `${location.pathname}${location.search}`;
  const requested = useRef<boolean | null>(null);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || requested.current === null) return;
    const wanted = requested.current;
    requested.current = null;
    if ("favorite" in result) {
      remember(key, result.favorite);
    } else {
      // Nothing changed on the server: show the heart as it was.
      remember(key, !wanted);
      toast.error(FAVORITE_MESSAGES.saveFailed, { id: `favorite-${businessUuid}` });
    }
  }, [fetcher.state, fetcher.data, key, businessUuid]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) {
      navigate(signInPath(here));
      return;
    }
    const next = !isFavorite;
    requested.current = next;
    remember(key, next);
    fetcher.submit(
      { businessUuid, intent: next ? "add" : "remove", redirectTo: here },
      // Only routes that ask (the favourites page) reload their data; see `changed` above.
      { method: "post", action: "/api/favorites", defaultShouldRevalidate: false },
    );
  };

  return (
    <form method="post" action="/api/favorites" onSubmit={onSubmit} className={className}>
      <input type="hidden" name="businessUuid" value={businessUuid} />
      <input type="hidden" name="redirectTo" value={here} />
      <button
        type="submit"
        name="intent"
        value={isFavorite ? "remove" : "add"}
        aria-pressed={isFavorite}
        aria-label={isFavorite ? FAVORITE_LABELS.remove : FAVORITE_LABELS.add}
        title={isFavorite ? FAVORITE_LABELS.remove : FAVORITE_LABELS.add}
        className={cn(
          "grid size-9 place-items-center rounded-lg border bg-surface transition-colors hover:bg-surface-muted",
          isFavorite
            ? "border-rose-300 text-rose-600 dark:border-rose-800 dark:text-rose-400"
            : "border-line text-fg-muted hover:text-fg",
        )}
      >
        <Heart className={cn("size-4", isFavorite && "fill-current")} />
      </button>
    </form>
  );
}
