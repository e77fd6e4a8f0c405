import { describe, expect, it } from "vitest";
import { decodeDirectory } from "#core/offline-directory.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { loader } from "./directory.ts";

setupTestDatabase();

describe("GET /api/directory", () => {
  const get = (headers: Record<string, string> = {}) =>
    loader({ request: new Request("http://localhost/api/directory", { headers }) } as never) as Promise<Response>;

  it("answers the document with an ETag, and 304 when the phone already has it", async () => {
    const full = await get();
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toContain("application/json");
    expect(full.headers.get("cache-control")).toContain("no-cache");
    const etag = full.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(decodeDirectory(await full.json())?.length).toBeGreaterThan(0);

    const again = await get({ "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    expect((await get({ "if-none-match": `"otra", W/${etag}` })).status).toBe(304);
    expect((await get({ "if-none-match": '"otra"' })).status).toBe(200);
  });
});
