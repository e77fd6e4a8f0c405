import { type CSSProperties, type RefObject, useLayoutEffect, useState } from "react";

/** Gap between the search box and the dropdown, and the margin kept from the viewport's bottom. */
const GAP = 8;
const BOTTOM_MARGIN = 12;
const MAX_HEIGHT = 512;
/** Room for the footer and at least one result, even when the box sits low on a short screen. */
const MIN_HEIGHT = 120;

/**
 * Fixed-position coordinates for a dropdown rendered in a portal under `anchor`, so no ancestor
 * with `overflow: hidden` (a hero banner) can clip it. Follows scrolling and resizing while open.
 */
export function useAnchoredPosition(anchor: RefObject<HTMLElement | null>, open: boolean): CSSProperties {
  const [style, setStyle] = useState<CSSProperties>({ position: "fixed", top: 0, left: 0, width: 0 });

  useLayoutEffect(() => {
    if (!open) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const rect = anchor.current?.getBoundingClientRect();
        if (!rect) return;
        const top = rect.bottom + GAP;
        // The visual viewport ends above a phone's on-screen keyboard; the window does not.
        const viewport = window.visualViewport;
        const bottom = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
        setStyle({
          position: "fixed",
          top,
          left: rect.left,
          width: rect.width,
          maxHeight: Math.max(MIN_HEIGHT, Math.min(MAX_HEIGHT, bottom - top - BOTTOM_MARGIN)),
        });
      });
    };
    update();
    window.addEventListener("resize", update);
    // Capture: scrolling of any ancestor, not only the window, moves the box.
    window.addEventListener("scroll", update, true);
    window.visualViewport?.addEventListener("resize", update);
    window.visualViewport?.addEventListener("scroll", update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", update);
      window.removeEventListener("scroll", update, true);
      window.visualViewport?.removeEventListener("resize", update);
      window.visualViewport?.removeEventListener("scroll", update);
    };
  }, [anchor, open]);

  return style;
}
