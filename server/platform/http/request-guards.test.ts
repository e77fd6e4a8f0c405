import type { NextFunction, Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { parseTrustProxy, rejectCrossSiteWrites } from "./request-guards.ts";

function run(method: string, headers: Record<string, string>, allowed: string[] = []) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const req = { method, get: (name: string) => lower[name.toLowerCase()] } as unknown as Request;
  const res = { status: vi.fn().mockReturnThis(), type: vi.fn().mockReturnThis(), send: vi.fn() };
  const next = vi.fn() as NextFunction;
  rejectCrossSiteWrites(() => allowed)(req, res as unknown as Response, next);
  return {
    passed: (next as unknown as ReturnType<typeof vi.fn>).mock.calls.length === 1,
    status: res.status.mock.calls[0]?.[0],
  };
}

describe("rejectCrossSiteWrites", () => {
  it("lets reads through whatever their origin", () => {
    expect(run("GET", { origin: "https://evil.example", host: "vilma.test" }).passed).toBe(true);
  });

  it("accepts a same-origin form post", () => {
    expect(
      run("POST", { origin: "http://localhost:3000", host: "localhost:3000", "sec-fetch-site": "same-origin" }).passed,
    ).toBe(true);
  });

  it("refuses a post whose Origin is another site", () => {
    expect(run("POST", { origin: "https://evil.example", host: "localhost:3000" })).toEqual({
      passed: false,
      status: 403,
    });
  });

  it("accepts a same-origin form post whose Origin is null (no-referrer policy)", () => {
    expect(run("POST", { origin: "null", host: "localhost:3000", "sec-fetch-site": "same-origin" }).passed).toBe(true);
  });

  it("refuses an opaque origin and a cross-site fetch without Origin", () => {
    expect(run("POST", { origin: "null", host: "localhost:3000" }).status).toBe(403);
    expect(run("POST", { origin: "null", host: "localhost:3000", "sec-fetch-site": "cross-site" }).status).toBe(403);
    expect(run("DELETE", { host: "localhost:3000", "sec-fetch-site": "cross-site" }).status).toBe(403);
  });

  it("accepts the configured public origin behind a proxy that rewrites Host", () => {
    expect(run("POST", { origin: "https://vilma.com.ar", host: "app:3000" }, ["https://vilma.com.ar"]).passed).toBe(
      true,
    );
  });

  it("lets non-browser clients (no Origin, no Sec-Fetch-Site) through: they carry no victim's cookies", () => {
    expect(run("POST", { host: "localhost:3000" }).passed).toBe(true);
  });
});

describe("parseTrustProxy", () => {
  it("understands booleans, hop counts and named ranges", () => {
    expect(parseTrustProxy("true")).toBe(true);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("loopback, 10.0.0.0/8")).toBe("loopback, 10.0.0.0/8");
  });
});
