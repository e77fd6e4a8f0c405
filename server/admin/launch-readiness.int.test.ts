/**
 * The dashboard's launch checklist reads the real settings, legal pages and directory: the demo
 * data is a launched site (only this instance's configuration is missing); a fresh install lacks
 * everything, and each fix turns its item done.
 */
import { inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { ensureLegalPages } from "../content/legal-pages.ts";
import { appSettings, businesses, categories, contentPages } from "../platform/db/schema.ts";
import { launchReadiness } from "./launch-readiness.ts";

const database = setupTestDatabase();
const notDone = async (config = { SMTP_URL: undefined, PUBLIC_URL: undefined }) =>
  (await launchReadiness(config)).filter((item) => !item.done).map((item) => item.id);

describe("launchReadiness", () => {
  it("on the demo data misses only what this instance's configuration lacks", async () => {
    expect(await notDone()).toEqual(["mail", "public-url"]);
    expect(await notDone({ SMTP_URL: "smtp://localhost:2525", PUBLIC_URL: "https://vilma.com.ar" } as never)).toEqual(
      [],
    );
  });

  it("on an install with nothing set lists every item", async () => {
    const { db } = database();
    await db.delete(appSettings).where(like(appSettings.key, "%"));
    await db.delete(contentPages).where(inArray(contentPages.slug, ["terminos-y-condiciones", "privacidad"]));
    await ensureLegalPages(db);
    await db.update(businesses).set({ status: "pending" });
    await db.update(categories).set({ isActive: false });
    expect(await notDone()).toEqual([
      "contact",
      "terminos-y-condiciones",
      "privacidad",
      "bank-transfer",
      "categories",
      "businesses",
      "mail",
      "public-url",
    ]);
  });
});
