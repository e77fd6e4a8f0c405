/**
 * Promotion tracking in the browser (spec: track_promotion_event), through POST
 * /api/promotions/{id}/events:
 * - view: once per page view, when the card is first at least half visible. A page view is one
 *   location object of the router: re-renders, StrictMode's double effects and re-mounts during the
 *   same page view don't count again; a later visit (even going back in history) does.
 * - click: when the card's link is followed; sent with navigator.sendBeacon so leaving the page
 *   doesn't cancel it (fetch with keepalive when a beacon can't be queued).
 * - coupon_copy: when the coupon code is copied.
 * After each one the card's counts move by one at once (local state, no wait for the server).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { type Location, useLocation } from "react-router";
import { postJsonBeacon } from "#app/lib/beacon.ts";

export type PromotionEventType = "view" | "click" | "coupon_copy";

/** The server cuts longer referrers; cutting here too keeps beacons small. */
const REFERRER_MAX_LENGTH = 200;

export function promotionEventsUrl(promotionId: string): string {
  return `/api/promotions/${encodeURIComponent(promotionId)}/events`;
}

/** The spec's referrer: "homepage" on the home page, the page path anywhere else. */
export function referrerForPath(pathname: string): string {
  return pathname === "/" ? "homepage" : Array.from(pathname).slice(0, REFERRER_MAX_LENGTH).join("");
}

/** Fire and forget (app/lib/beacon.ts); only clicks need a beacon, as the page is being left. */
export function sendPromotionEvent(
  promotionId: string,
  type: PromotionEventType,
  referrer: string,
  options: { beacon?: boolean } = {},
): void {
  const body = { type, referrer: Array.from(referrer).slice(0, REFERRER_MAX_LENGTH).join("") };
  postJsonBeacon(promotionEventsUrl(promotionId), body, { beacon: options.beacon ?? false });
}

/** Promotions already viewed, per page view (the router's location object). */
const viewedPerPageView = new WeakMap<Location, Set<string>>();

/** Records the view unless this page view already did; returns whether it did now. */
function markViewed(location: Location, promotionId: string): boolean {
  let seen = viewedPerPageView.get(location);
  if (!seen) {
    seen = new Set();
    viewedPerPageView.set(location, seen);
  }
  if (seen.has(promotionId)) return false;
  seen.add(promotionId);
  return true;
}

export interface PromotionCountsDelta {
  views: number;
  clicks: number;
  couponCopies: number;
}

/** `enabled: false` (the owner's live preview of a card) records nothing and counts nothing. */
export function usePromotionTracking<T extends HTMLElement>(
  promotionId: string,
  options: { referrer?: string; enabled?: boolean } = {},
) {
  const enabled = options.enabled ?? true;
  const location = useLocation();
  const referrer = options.referrer ?? referrerForPath(location.pathname);
  const latest = useRef({ location, referrer });
  useEffect(() => {
    latest.current = { location, referrer };
  });
  const ref = useRef<T | null>(null);
  const [delta, setDelta] = useState<PromotionCountsDelta>({ views: 0, clicks: 0, couponCopies: 0 });

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const record = () => {
      const { location: current, referrer: from } = latest.current;
      if (!markViewed(current, promotionId)) return;
      sendPromotionEvent(promotionId, "view", from);
      setDelta((d) => ({ ...d, views: d.views + 1 }));
    };
    if (typeof IntersectionObserver === "undefined") {
      record();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          record();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [promotionId, enabled]);

  const trackClick = useCallback(() => {
    if (!enabled) return;
    sendPromotionEvent(promotionId, "click", latest.current.referrer, { beacon: true });
    setDelta((d) => ({ ...d, clicks: d.clicks + 1 }));
  }, [promotionId, enabled]);

  const trackCouponCopy = useCallback(() => {
    if (!enabled) return;
    sendPromotionEvent(promotionId, "coupon_copy", latest.current.referrer);
    setDelta((d) => ({ ...d, couponCopies: d.couponCopies + 1 }));
  }, [promotionId, enabled]);

  return { ref, delta, trackClick, trackCouponCopy };
}
