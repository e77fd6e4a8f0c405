/**
 * Offline, a client-side navigation would ask for "/page.data" and, for a page never visited, end on
 * an error page. A full page load instead goes through the service worker, which answers with the
 * kept copy or the offline page. So while the browser is offline, a click on one of our links loads
 * the page as a document.
 */
let installed = false;

export function followLinksOfflineAsDocuments(): void {
  if (installed) return;
  installed = true;
  document.addEventListener(
    "click",
    (event) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return;
      if (anchor.target && anchor.target !== "_self") return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      // React Router's own click handler runs after this one and skips a prevented click.
      event.stopPropagation();
      window.location.assign(url.href);
    },
    { capture: true },
  );
}
