/**
 * The JavaScript budget of the home page (a phone on a mobile network downloads all of it before
 * the page is interactive), measured on the production build the way `npm run bench` measures it.
 */
import { expect, it } from "vitest";
import { setupRealServer } from "#tests/setup/real-server.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { HOME_JS_BUDGET_KB, measureHomeJs } from "#tooling/page-js.ts";

setupTestDatabase();

const server = setupRealServer();

it(`the home page loads at most ${HOME_JS_BUDGET_KB} KB of JavaScript (gzip)`, async () => {
  const result = await measureHomeJs(server());
  const kb = result.totalGzipBytes / 1024;
  console.info(`home JS: ${kb.toFixed(1)} KB gzip in ${result.assets.length} files`);
  const heaviest = [...result.assets]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 40)
    .map((a) => `${new URL(a.url).pathname} ${(a.gzipBytes / 1024).toFixed(1)} KB`);
  expect(kb, `home JS ${kb.toFixed(1)} KB gzip; heaviest: ${heaviest.join(", ")}`).toBeLessThanOrEqual(
    HOME_JS_BUDGET_KB,
  );
  expect(result.notPreloaded, "modules the page imports without preloading them (a download waterfall)").toEqual([]);
});
