/**
 * Issue 9, defect 13: HSTS only over HTTPS; /uploads and Better Auth's API errors answer Spanish,
 * without a stack, in the product's shapes.
 */
import { describe, expect, it, vi } from "vitest";
import type { ErrorBody } from "#core/errors.ts";
import { fetchApp } from "#tests/setup/app-handler.ts";
import { setupRealServer } from "#tests/setup/real-server.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";

// This server sits behind a (local) proxy it trusts, as a production one behind nginx would: only
// then does X-Forwarded-Proto count. Set before anything reads the configuration.
vi.hoisted(() => {
  process.env.TRUST_PROXY = "loopback";
});

setupTestDatabase();
const server = setupRealServer();

describe("Strict-Transport-Security", () => {
  it("is not sent over plain HTTP", async () => {
    const response = await fetch(`${server()}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("is sent when the (trusted, local) proxy says the request came over HTTPS", async () => {
    const response = await fetch(`${server()}/robots.txt`, { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});

describe("/uploads errors", () => {
  const cases: [string, RequestInit, number, string][] = [
    ["/uploads/no-existe.webp", {}, 404, "No encontrado"],
    ["/uploads/%E0%A4%A.webp", {}, 400, "Pedido inválido"],
    ["/uploads/no-existe.webp", { method: "POST" }, 405, "Método no permitido"],
  ];
  for (const [path, init, status, text] of cases) {
    it(`${init.method ?? "GET"} ${path} → ${status} in Spanish, no stack`, async () => {
      const response = await fetch(server() + path, init);
      expect(response.status).toBe(status);
      const body = await response.text();
      expect(body).toContain(text);
      expect(body).not.toMatch(/Not Found|Bad Request|Method Not Allowed|Cannot|at .*\.js|<pre>/);
    });
  }
});

describe("Better Auth API errors", () => {
  const problemOf = (json: unknown) => (json as ErrorBody).error;

  it("a malformed JSON body → 400 Problem in Spanish", async () => {
    const answer = await fetchApp("/api/auth/sign-in/email", {
      body: "{no es json",
      headers: { "content-type": "application/json" },
    });
    expect(answer.status).toBe(400);
    expect(problemOf(answer.json)).toEqual({ code: "bad_request", status: 400, message: expect.any(String) });
    expect(answer.text).not.toMatch(/Invalid|JSON in request/);
  });

  it("an unknown endpoint → 404 Problem in Spanish", async () => {
    const answer = await fetchApp("/api/auth/no-existe");
    expect(answer.status).toBe(404);
    expect(problemOf(answer.json)).toMatchObject({ code: "not_found", status: 404 });
  });

  it("a wrong method on a known endpoint → 405 with Allow", async () => {
    const answer = await fetchApp("/api/auth/sign-in/email", { method: "GET" });
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("POST");
    expect(problemOf(answer.json)).toMatchObject({
      code: "method_not_allowed",
      message: "Método no permitido: usá POST.",
    });
  });

  it("wrong credentials and a form body answer their Spanish sentences", async () => {
    const wrong = await fetchApp("/api/auth/sign-in/email", {
      json: { email: "nadie@example.com", password: "secreta123" },
    });
    expect(wrong.status).toBe(401);
    expect(problemOf(wrong.json)).toMatchObject({ code: "unauthorized", message: "Email o contraseña incorrectos." });
    const form = await fetchApp("/api/auth/sign-in/email", { form: { email: "a@b.co" } });
    expect(form.status).toBe(400);
    expect(problemOf(form.json)).toMatchObject({ code: "validation", message: "Revisá los datos del formulario." });
  });

  it("Better Auth's English error page sends people to /auth with the error", async () => {
    const answer = await fetchApp("/api/auth/error?error=state_mismatch");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/auth?error=state_mismatch");
  });

  it("a success passes through untouched", async () => {
    const answer = await fetchApp("/api/auth/get-session");
    expect(answer.status).toBe(200);
  });
});
