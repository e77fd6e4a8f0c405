import { describe, expect, it } from "vitest";
import { databaseUnavailableResponse, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "./database-outage.ts";

const withCode = (code: string) => Object.assign(new Error("falla"), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises a refused, dropped, hanging or overloaded database", () => {
    for (const code of ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03", "53300", "57014", "08006"]) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Query read timeout"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout expired"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("PGlite is closed"))).toBe(true);
  });

  it("follows Drizzle's cause and an AggregateError's errors", () => {
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: withCode("ECONNREFUSED") }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")]))).toBe(true);
  });

  it("leaves real bugs alone", () => {
    expect(isDatabaseUnavailable(withCode("42703"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("23505"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Failed query: select nope", { cause: withCode("42703") }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe("databaseUnavailableResponse", () => {
  it("answers an API a JSON Problem and anything else Spanish text, both 503 with Retry-After", async () => {
    const api = databaseUnavailableResponse(new Request("http://x/api/notifications"));
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(await api.json()).toMatchObject({ error: { code: "unavailable", status: 503 } });

    const sitemap = databaseUnavailableResponse(new Request("http://x/sitemap.xml"));
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(await sitemap.text()).toMatch(/no está disponible/);
  });
});
