/**
 * Sign-in throttling through Better Auth's real handler (decision 18). The clock is Date only, moved
 * by hand: waiting out a delay is `advance(retryAfter)`, never a sleep.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { callAuth, createConfirmedUser } from "#tests/setup/auth-client.ts";
import { standingClock } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { getConfig } from "../config.ts";
import { clientIpHeader, parseTrustProxy } from "../http/request-guards.ts";
import { getAuth } from "./auth.ts";
import { ACCOUNT_FAILURES_PER_DAY, IP_FAILURES_PER_HOUR, PAIR_FREE_FAILURES } from "./sign-in-throttle.ts";

const database = setupTestDatabase();

// A clock that stands still and moves only when a test says (codes, throttles and sessions read Date).
const clock = standingClock(Date.now());
const advance = clock.advance;
afterEach(() => advance(2 * 24 * 3600));

const signInFrom = (ip: string, email: string, password: string) =>
  callAuth("/sign-in/email", { body: { email, password }, ip });

describe("sign-in throttling", () => {
  it("lets the right password in from another address while an attacker guesses 50 times", async () => {
    database();
    await createConfirmedUser("victima@example.com", "Víctima", "correcta-9x");
    let wrong = 0;
    let refused = 0;
    while (wrong < 50) {
      const response = await signInFrom("192.0.2.10", "victima@example.com", `adivino-${wrong}`);
      if (response.status === 429) {
        refused++;
        expect(String(response.body?.message)).toMatch(/^Demasiados intentos\. Esperá/);
        // The attacker waits out every delay; meanwhile the victim, elsewhere, is never refused.
        if (refused % 5 === 1) {
          const victim = await signInFrom("198.51.100.20", "victima@example.com", "correcta-9x");
          expect(victim.status).toBe(200);
        }
        advance(retryAfterOf(response));
        continue;
      }
      expect(response.status).toBe(401);
      wrong++;
    }
    expect(refused).toBeGreaterThan(0);
    const victim = await signInFrom("198.51.100.21", "victima@example.com", "correcta-9x");
    expect(victim.status).toBe(200);
  }, 120_000);

  it("makes one address wait longer after each wrong password, and forgets it after the right one", async () => {
    database();
    await createConfirmedUser("lenta@example.com", "Lenta", "correcta-9x");
    const ip = "192.0.2.30";
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) {
      expect((await signInFrom(ip, "lenta@example.com", `mal-${i}`)).status).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const refused = await signInFrom(ip, "lenta@example.com", "mal-otra");
      expect(refused.status).toBe(429);
      const wait = retryAfterOf(refused);
      waits.push(wait);
      advance(wait);
      expect((await signInFrom(ip, "lenta@example.com", `mal-tras-${i}`)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);
    // Even the right password waits its turn; once in, the slate is clean.
    const early = await signInFrom(ip, "lenta@example.com", "correcta-9x");
    expect(early.status).toBe(429);
    advance(retryAfterOf(early));
    expect((await signInFrom(ip, "lenta@example.com", "correcta-9x")).status).toBe(200);
    expect((await signInFrom(ip, "lenta@example.com", "mal-de-nuevo")).status).toBe(401);
    expect((await signInFrom(ip, "lenta@example.com", "mal-de-nuevo-2")).status).toBe(401);
  });

  it("limits wrong passwords across many accounts from one address", async () => {
    database();
    const statuses: number[] = [];
    for (let i = 0; i < IP_FAILURES_PER_HOUR + 3; i++) {
      statuses.push((await signInFrom("192.0.2.40", `relleno${i}@example.com`, "clave-filtrada")).status);
    }
    expect(statuses.slice(0, IP_FAILURES_PER_HOUR)).toEqual(Array(IP_FAILURES_PER_HOUR).fill(401));
    expect(statuses.slice(IP_FAILURES_PER_HOUR)).toEqual([429, 429, 429]);
    // Another address is not affected; the first one is let in again when the hour is over.
    expect((await signInFrom("192.0.2.41", "relleno0@example.com", "clave-filtrada")).status).toBe(401);
    advance(3600);
    expect((await signInFrom("192.0.2.40", "relleno99@example.com", "clave-filtrada")).status).toBe(401);
  });

  it("caps wrong passwords per account a day across addresses, except from the person's own", async () => {
    database();
    await createConfirmedUser("botnet@example.com", "Botnet", "correcta-9x");
    // Signed in from home once: home stays open whatever happens elsewhere.
    expect((await signInFrom("198.51.100.50", "botnet@example.com", "correcta-9x")).status).toBe(200);
    let ip = 0;
    let failures = 0;
    while (failures < ACCOUNT_FAILURES_PER_DAY) {
      ip++;
      for (let i = 0; i < PAIR_FREE_FAILURES && failures < ACCOUNT_FAILURES_PER_DAY; i++) {
        expect((await signInFrom(`10.0.${ip}.1`, "botnet@example.com", `x-${i}`)).status).toBe(401);
        failures++;
      }
    }
    const fresh = await signInFrom("10.9.9.9", "botnet@example.com", "otra-mas");
    expect(fresh.status).toBe(429);
    expect((await signInFrom("198.51.100.50", "botnet@example.com", "correcta-9x")).status).toBe(200);
  }, 120_000);

  it("takes the client address from the connection, not from a rotated X-Forwarded-For", async () => {
    database();
    const auth = await getAuth();
    const app = express();
    app.set("trust proxy", parseTrustProxy(getConfig().TRUST_PROXY));
    app.use(clientIpHeader());
    app.all("/api/auth/{*rest}", async (req, res) => {
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const answer = await auth.handler(
        new Request(`http://localhost:3000${req.originalUrl}`, {
          method: req.method,
          headers,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
        }),
      );
      res.status(answer.status).send(await answer.text());
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < IP_FAILURES_PER_HOUR + 2; i++) {
        const response = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: "http://localhost:3000",
            "x-forwarded-for": `203.0.113.${i + 1}`,
            "x-vilma-client-ip": `203.0.113.${i + 1}`,
          },
          body: JSON.stringify({ email: `rotado${i}@example.com`, password: "clave-filtrada" }),
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(IP_FAILURES_PER_HOUR)).toEqual([429, 429]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/** The 429's Retry-After, in seconds (and it must be there). */
function retryAfterOf(response: { status: number; retryAfter: string | null }): number {
  expect(response.status).toBe(429);
  expect(response.retryAfter).toMatch(/^\d+$/);
  return Number(response.retryAfter);
}
