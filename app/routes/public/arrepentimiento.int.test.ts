/**
 * /arrepentimiento tells who cannot sign in where to write: only an address the admin set (issue
 * 21: it fell back to an invented one), else the contact form.
 */
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appSettings } from "#server/platform/db/schema.ts";
import { clearPublicSettingsCache } from "#server/settings/public-settings.ts";
import { contextWithUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { loader } from "./arrepentimiento.tsx";

const database = setupTestDatabase();

async function contactEmail() {
  clearPublicSettingsCache();
  const result = await loader({
    request: new Request("http://localhost:3000/arrepentimiento"),
    context: contextWithUser(null),
    params: {},
  } as never);
  return result.contactEmail;
}

const remove = (keys: string[]) => database().db.delete(appSettings).where(inArray(appSettings.key, keys));

describe("/arrepentimiento's address to write to", () => {
  it("is the plans' e-mail, else the site's contact, else none (the page links the contact form)", async () => {
    expect(await contactEmail()).toBe("planes@vilma.com.ar"); // the demo data's billing_email
    await remove(["billing_email"]);
    expect(await contactEmail()).toBe("hola@vilma.com.ar"); // the demo data's contact_email
    await remove(["contact_email"]);
    expect(await contactEmail()).toBeNull();
  });
});
