import { type CSSProperties, type RefObject, useLayoutEffect, useState } from "react";

/** Gap between the search box and the dropdown, and the margin kept from the viewport's bottom. */
const GAP = 8;
const BOTTOM_MARGIN = 12;
const MAX_HEIGHT = 512;

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
        setStyle({
          position: "fixed",
          top,
          left: rect.left,
          width: rect.width,
          maxHeight: Math.max(160, Math.min(MAX_HEIGHT, window.innerHeight - top - BOTTOM_MARGIN)),
        });
      });
    };
    update();
    window.addEventListener("resize", update);
    // Capture: scrolling of any ancestor, not only the window, moves the box.
    window.addEventListener("scroll", update, true);
    window.visualViewport?.addEventListener("resize", update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", update);
      window.removeEventListener("scroll", update, true);
      window.visualViewport?.removeEventListener("resize", update);
    };
  }, [anchor, open]);

  return style;
}
