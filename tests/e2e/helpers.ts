import fs from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    blocking.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    ),
  ).toEqual([]);
}

/**
 * Closes the toasts on screen (the welcome one after signing in; mid-animation they fail contrast),
 * so axe and hit-tests check the page itself. Each click gives up after two seconds: a toast that
 * closes by itself between finding it and clicking it would otherwise hold the click until the test
 * times out (it once took 114 s of a 120 s test).
 */
export async function closeToasts(page: Page) {
  for (const close of await page.getByRole("button", { name: "Close toast" }).all()) {
    await close.click({ timeout: 2_000 }).catch(() => undefined);
  }
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

export const DEMO_PASSWORD = "vilma1234";
export const DEMO = {
  admin: "admin@vilma.test",
  owner: "comercio@vilma.test",
  neighbour: "vecino@vilma.test",
} as const;

/** Signs in through the real /auth form and waits until the app says so. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD, redirectTo?: string) {
  await page.goto(redirectTo ? `/auth?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
  await expectSignedIn(page, 15_000);
}

/**
 * The top bar says the person is signed in: their avatar, on the "Mi perfil" link from 1024px or on
 * "Menú" below (app/components/header-menu.tsx), where "Salir" waits inside the menu.
 */
export async function expectSignedIn(page: Page, timeout?: number) {
  // The site's header marks the account (its "Salir" sits in "Menú" on phones); the owner's and the
  // admin's areas have their own shell, with "Salir" in view.
  const marker = page
    .locator("header [data-signed-in]")
    .or(page.getByRole("button", { name: "Salir" }))
    .filter({ visible: true });
  await expect(marker.first()).toBeVisible({ timeout });
}

/** Opens the top bar's "Menú" where it is shown (below 1024px); nothing from 1024px. */
export async function openHeaderMenu(page: Page) {
  const menu = page.locator("header [data-header-menu]");
  if (await menu.isVisible()) await menu.locator("summary").click();
}

/** Presses "Salir": in the bar from 1024px, inside "Menú" below. */
export async function signOut(page: Page) {
  await openHeaderMenu(page);
  await page.getByRole("banner").getByRole("button", { name: "Salir" }).click();
}

interface StoredMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  id: string;
}

/** The newest e-mail the server wrote to DATA_DIR/mail for an address (polls until it arrives). */
export async function readLatestMail(to: string, timeoutMs = 10_000): Promise<StoredMail> {
  const dir = path.join(process.env.E2E_DATA_DIR as string, "mail");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const mails = await Promise.all(
      names
        // The server writes ".<id>.json.<random>.tmp" and renames it (server/platform/storage/write-file-atomic.ts):
        // ending in ".json" leaves those out, and nothing else is skipped, so a .json that doesn't
        // parse is a real partial write and fails the test.
        .filter((n) => n.endsWith(".json"))
        .map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), "utf8")) as StoredMail),
    );
    const mine = mails.filter((m) => m.to === to).sort((a, b) => b.id.localeCompare(a.id));
    if (mine[0]) return mine[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No llegó ningún e-mail para ${to}`);
}

/** A unique address per test run, so tests never collide on the shared server. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
