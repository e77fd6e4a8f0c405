/**
 * Fire-and-forget JSON posts for counting (promotion events, business leads): navigator.sendBeacon so
 * leaving the page (a tel: link, a new tab) doesn't cancel it, else fetch with keepalive. Counting
 * never disturbs the page: every failure is swallowed.
 */
export function postJsonBeacon(url: string, body: unknown, options: { beacon?: boolean } = {}): void {
  if (typeof window === "undefined") return;
  const text = JSON.stringify(body);
  if (options.beacon !== false && typeof navigator.sendBeacon === "function") {
    try {
      if (navigator.sendBeacon(url, new Blob([text], { type: "application/json" }))) return;
    } catch {
      // Some browsers refuse non-form beacon types; fall back to fetch.
    }
  }
  try {
    fetch(url, {
      method: "POST",
      keepalive: true,
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: text,
    }).catch(() => {});
  } catch {
    // No fetch (very old browser): nothing to do.
  }
}
