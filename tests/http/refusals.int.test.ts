/**
 * A refusal thrown as an AppError by any loader or action travels one path (server/platform/http/refusal.ts):
 * a page answers its status with the error boundary's page, a client navigation's data answers the
 * Problem, a resource route answers the Problem's sentence. Through the production build.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Problem } from "#core/errors.ts";
import { fetchApp } from "#tests/setup/app-handler.ts";
import { signIn } from "#tests/setup/auth-client.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";

setupTestDatabase();

const UNKNOWN_BUSINESS = "/comercio-que-no-existe";

describe("a loader that throws AppError(not_found)", () => {
  it("answers a page with 404 and the 404 page as it always looked", async () => {
    const page = await fetchApp(UNKNOWN_BUSINESS);
    expect(page.status).toBe(404);
    expect(page.text).toContain("¡Oops! Página no encontrada");
    expect(page.text).toContain("La página que buscás no existe o fue movida.");
    expect(page.text).toContain("Página no encontrada | Vilma");
    // The default sentence gives way to the spec's words; nothing says "something broke".
    expect(page.text).not.toContain("Algo salió mal");
    expect(page.text).not.toContain("Unexpected Server Error");
  });

  it("answers a client navigation's data with 404 and the Problem", async () => {
    const answer = await fetchApp(`${UNKNOWN_BUSINESS}.data`);
    expect(answer.status).toBe(404);
    // The default sentence stays on the server: the boundary shows the 404's own words.
    expect(answer.json).toEqual({ code: "not_found", status: 404 } satisfies Partial<Problem>);
  });
});

describe("a resource route that throws AppError(not_found)", () => {
  let adminCookie: string;
  beforeAll(async () => {
    adminCookie = await signIn("admin@vilma.test", "vilma1234");
  });

  it("answers 404 with the Problem's sentence, not a 500", async () => {
    const answer = await fetchApp("/admin/imports/ejemplo/otra-cosa", { cookie: adminCookie });
    expect(answer.status).toBe(404);
    expect(answer.text).toBe("No encontramos lo que buscás.");
  });
});
