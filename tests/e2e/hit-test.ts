import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Fails when something is drawn over an element a person must see or tap: each locator is scrolled
 * into view, and `document.elementFromPoint` at the centre of its box must be the element itself or
 * something inside it. A banner, a sticky bar or an overlay covering the centre fails the check
 * (visibility alone would not: a covered element is still "visible" to Playwright).
 */
export async function expectUncovered(
  page: Page,
  targets: Record<string, Locator>,
  /** false: the element must already be on screen where it is (a footer that must not need scrolling). */
  { scroll = true }: { scroll?: boolean } = {},
) {
  for (const [name, locator] of Object.entries(targets)) {
    const element = locator.first();
    await expect(element, `${name} en ${page.url()}`).toBeVisible();
    if (scroll) await element.scrollIntoViewIfNeeded();
    else await expect(element, `${name} en ${page.url()}`).toBeInViewport({ ratio: 1 });
    const hit = await element.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const top = document.elementFromPoint(x, y);
      const label = (node: Element | null) =>
        node
          ? `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${
              typeof node.className === "string" && node.className ? ` class="${node.className.slice(0, 80)}"` : ""
            }>`
          : "nada (fuera de la pantalla)";
      return {
        covered: !(top && (top === el || el.contains(top))),
        by: label(top),
        at: `${Math.round(x)},${Math.round(y)}`,
      };
    });
    expect(hit.covered, `${name} en ${page.url()} está tapado en ${hit.at} por ${hit.by}`).toBe(false);
  }
}
