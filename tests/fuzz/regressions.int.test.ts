/**
 * The 5xx the fuzz found (tests/fuzz/*.int.test.ts), each as the request that reproduced it, kept
 * here so they stay fixed whatever seed the fuzz runs with.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { fetchApp } from "#tests/setup/app-handler.ts";
import { signIn } from "#tests/setup/auth-client.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";

setupTestDatabase();

let cookie: string;
beforeAll(async () => {
  cookie = await signIn("vecino@vilma.test", "vilma1234");
});

describe("a control character in the path (found: GET /%09/ answered 500 'Unexpected Server Error')", () => {
  // "/\t/" parses as "//": React Router's server render could not build a link for the page.
  it.each(["/%09/", "/%0D%0A/", "/%09/.data", "/%09", "/x%09y", "/%00/", "/%09/evil.example", "/magazine/%0A/"])(
    "GET %s → 400 with a Spanish message, signed in or not",
    async (path) => {
      for (const session of [undefined, cookie]) {
        const response = await fetchApp(path, { cookie: session });
        expect(response.status, `${path} ${response.text.slice(0, 200)}`).toBe(400);
        expect(response.text).toContain("La dirección tiene caracteres que no son válidos.");
      }
      const json = await fetchApp(path, { headers: { accept: "application/json" } });
      expect(json.json).toMatchObject({ error: { code: "bad_request" } });
    },
  );

  it.each(["/%5C/", "/%5C%5C", "/%C3%B1and%C3%BA/"])(
    "GET %s is not refused by it (no control character)",
    async (path) => {
      const response = await fetchApp(path, { cookie });
      expect(response.status).toBeLessThan(500);
      expect(response.text).not.toContain("La dirección tiene caracteres");
    },
  );
});
