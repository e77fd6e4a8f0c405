/**
 * The JavaScript budget of the public pages (a phone on a mobile network downloads all of it before
 * the page is interactive), measured on the production build the way `npm run bench` measures it.
 *
 * The goal is PUBLIC_PAGE_JS_GOAL_KB on every public page. React, React DOM and React Router alone
 * are ~105 KB gzip, so that leaves ~15 KB for the site's header, footer and the page itself; the
 * pages still above it have their own ceiling here (what they weigh now, rounded up), lowered as they
 * lose weight and never raised.
 */
import { describe, expect, it } from "vitest";
import { setupRealServer } from "#tests/setup/real-server.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { measureHomeJs } from "#tooling/page-js.ts";

setupTestDatabase();

const server = setupRealServer();

const PUBLIC_PAGE_JS_GOAL_KB = 120;

/** Path → its ceiling in KB gzip (the goal, or the page's present weight while above it). */
const PAGES: [string, number][] = [
  // Issue 22 raised every ceiling by about 1 KB: the phone header's labelled actions and its "Menú"
  // (header-menu.tsx, decision 28) are on every page. The rest of each raise is said on its line.
  // Decision 33 (posts, questions, suggestions) added eight routes: the route manifest every page
  // loads grew 0.45 KB, which took the pages that were within 0.5 KB of their ceiling over by 1.
  ["/", 141],
  // +2 KB: the filters as chips and a sheet, "Cerca mío" as the one location control (decision 28).
  ["/search", 144],
  ["/search?q=pizza", 144],
  // 149 → 153: the page's sections as components (decision 28), the open rule's duty windows and
  // today's real row of the week (decision 29), "Hoy con tu tarjeta" (decision 30).
  // 153 → 154: "Novedades", the questions' list and "Sugerir un cambio" (decision 33), 0.8 KB; asking,
  // answering, reporting and the suggestion form are chunks only signed-in visitors download.
  ["/pizzeria-napoli", 154],
  // Issue 24 (+1 on the four pages that were within 0.3 KB of their ceiling): the header's search
  // box and the footer's category links write their /search links with the one URL grammar
  // (core/search-url.ts), 0.3 KB on every page, small modules sharing one file (vite.config.ts).
  ["/ofertas", 140],
  ["/ofertas?tab=bancos", 140],
  ["/magazine", 135],
  ["/magazine/guia-de-farmacias-de-turno", 138],
  ["/categories", 132],
  ["/pricing", 133],
  // Issue 25: the form's schema, zod and the parser load on the first focus (use-lazy-schema-form.ts): 170 → 141.
  ["/contacto", 142],
  ["/terminos-y-condiciones", 131],
  // 133 → 137: the rota travels offline and the page runs the duty rules itself (decision 29), and
  // each business carries its bank promotions (decision 30).
  ["/offline", 137],
];

describe("JavaScript of the public pages (gzip)", () => {
  it.each(PAGES)("%s stays within its budget", async (path, ceilingKb) => {
    const result = await measureHomeJs(server(), { path });
    const kb = result.totalGzipBytes / 1024;
    console.info(
      `${path} JS: ${kb.toFixed(1)} KB gzip in ${result.assets.length} files (goal ${PUBLIC_PAGE_JS_GOAL_KB})`,
    );
    const heaviest = [...result.assets]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 15)
      .map((a) => `${new URL(a.url).pathname} ${(a.gzipBytes / 1024).toFixed(1)} KB`);
    expect(kb, `${path} JS ${kb.toFixed(1)} KB gzip; heaviest: ${heaviest.join(", ")}`).toBeLessThanOrEqual(
      Math.max(ceilingKb, PUBLIC_PAGE_JS_GOAL_KB),
    );
    expect(result.notPreloaded, "modules the page imports without preloading them (a download waterfall)").toEqual([]);
  });
});
