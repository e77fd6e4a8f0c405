import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tooling/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `vilma-e2e-${process.pid}`);
// Workers inherit it: tests read the e-mails the server writes to DATA_DIR/mail.
process.env.E2E_DATA_DIR = dataDir;
// The local OpenID Connect server that stands in for Google (tests/oidc/server.ts). Its port follows
// the app's (3100 → 3199) so runs on different E2E_PORTs side by side don't collide.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 99);
const oidcUrl = `http://127.0.0.1:${oidcPort}`;
process.env.E2E_OIDC_URL = oidcUrl;
// The Mercado Pago stand-in (tests/mercadopago/server.ts), on the app's port + 9 (3100 → 3109).
const mercadoPagoPort = Number(process.env.E2E_MP_PORT ?? port + 9);
const mercadoPagoUrl = `http://127.0.0.1:${mercadoPagoPort}`;
process.env.E2E_MP_URL = mercadoPagoUrl;
// The analytics tools' stand-in script host (tests/analytics/server.ts), on the app's port + 6.
const analyticsPort = Number(process.env.E2E_ANALYTICS_PORT ?? port + 6);
const analyticsUrl = `http://127.0.0.1:${analyticsPort}`;
process.env.E2E_ANALYTICS_URL = analyticsUrl;
// The map tile stand-in (tests/tiles/server.ts), on the app's port + 8 (3100 → 3108).
const tilesPort = Number(process.env.E2E_TILES_PORT ?? port + 8);
const tilesUrl = `http://127.0.0.1:${tilesPort}`;
process.env.E2E_TILES_URL = tilesUrl;
// The AI article generator's stand-in (tests/ai/server.ts), on the app's port + 5 (3100 → 3105).
const aiPort = Number(process.env.E2E_AI_PORT ?? port + 5);
const aiUrl = `http://127.0.0.1:${aiPort}`;
process.env.E2E_AI_URL = aiUrl;
// The geocoder's stand-in (tests/geocoder/server.ts), on the app's port + 7 (3100 → 3107).
const geocoderPort = Number(process.env.E2E_GEOCODER_PORT ?? port + 7);
const geocoderUrl = `http://127.0.0.1:${geocoderPort}`;
process.env.E2E_GEOCODER_URL = geocoderUrl;
const AI_KEY = "vilma-e2e-ai-key";
const MP_TOKEN = "TEST-vilma-e2e-token";
const MP_SECRET = "vilma-e2e-webhook-secret";

/** End-to-end tests against the production build, on Debian's Chromium, at phone and desktop sizes. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A whole test, not an assertion (those keep 5 s): flows that walk several pages through axe took
  // 30–45 s on a slow shared machine while passing in 10–25 s on a quiet one.
  timeout: 60_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "es-AR",
    timezoneId: "America/Argentina/Buenos_Aires",
    // Recording a trace (screencast frames and DOM snapshots of every action) took a third of the
    // browsers' CPU on two cores: CI records only the retry of a failed test, a developer every failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, browserName: "chromium" },
      // Tests of what the server decides (sign-in flows, permissions, counters, feeds) say nothing new
      // at a second size: they are tagged @one-size and run on the desktop only. Layout is checked at
      // both sizes by every other test and by visible.spec.ts.
      grepInvert: /@one-size/,
    },
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
  // In this order: the app reads the provider's discovery document when it starts.
  webServer: [
    {
      command: "node tests/oidc/server.ts",
      url: `${oidcUrl}/__test/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { OIDC_PORT: String(oidcPort), OIDC_HOST: "127.0.0.1" },
    },
    {
      command: "node tests/mercadopago/server.ts",
      url: `${mercadoPagoUrl}/__test/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        MP_PORT: String(mercadoPagoPort),
        MP_HOST: "127.0.0.1",
        MP_APP_URL: `http://127.0.0.1:${port}`,
        MP_ACCESS_TOKEN: MP_TOKEN,
        MP_WEBHOOK_SECRET: MP_SECRET,
      },
    },
    {
      command: "node tests/analytics/server.ts",
      url: `${analyticsUrl}/__test/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { ANALYTICS_PORT: String(analyticsPort), ANALYTICS_HOST: "127.0.0.1" },
    },
    {
      command: "node tests/tiles/server.ts",
      url: `${tilesUrl}/__test/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { TILES_PORT: String(tilesPort), TILES_HOST: "127.0.0.1" },
    },
    {
      command: "node tests/ai/server.ts",
      url: `${aiUrl}/__test/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { AI_PORT: String(aiPort), AI_HOST: "127.0.0.1", AI_KEY },
    },
    {
      command: "node tests/geocoder/server.ts",
      url: `${geocoderUrl}/__test/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { GEOCODER_PORT: String(geocoderPort), GEOCODER_HOST: "127.0.0.1" },
    },
    {
      // With the flag `npm start` gives it (README, "memory").
      command: "node --max-semi-space-size=8 server.ts",
      url: `http://127.0.0.1:${port}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        // Many tests sign in from the same address; the limits themselves are proven in integration tests.
        AUTH_RATE_LIMIT_MAX: "1000",
        GOOGLE_CLIENT_ID: "vilma-e2e",
        GOOGLE_CLIENT_SECRET: "vilma-e2e-secret",
        GOOGLE_DISCOVERY_URL: `${oidcUrl}/.well-known/openid-configuration`,
        MERCADOPAGO_ACCESS_TOKEN: MP_TOKEN,
        MERCADOPAGO_WEBHOOK_SECRET: MP_SECRET,
        MERCADOPAGO_API_URL: mercadoPagoUrl,
        // The tools load only for a browser context with the vilma_test_analytics cookie (E2E_TEST_HOOKS).
        ANALYTICS_SCRIPT_ORIGIN: analyticsUrl,
        MAP_TILE_URL: `${tilesUrl}/{z}/{x}/{y}.png`,
        GEOCODER_URL: geocoderUrl,
        AI_API_URL: aiUrl,
        AI_API_KEY: AI_KEY,
        // /api/test/billing-clock: the expiry of one business "in the future" (the app's clock can't move).
        E2E_TEST_HOOKS: "true",
        // /ofertas' counts show a click within two seconds instead of its 30-s production window.
        OFFERS_CACHE_MS: "2000",
        // The tests' API client keeps connections open between requests like a reverse proxy does:
        // at the default 5 s, a sign-in sent as the server closed an idle connection got ECONNRESET.
        KEEP_ALIVE_TIMEOUT_MS: "65000",
      },
    },
  ],
});
