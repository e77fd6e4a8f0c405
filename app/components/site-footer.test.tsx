import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { PublicSettings } from "#server/settings/public-settings.ts";
import { SiteFooter } from "./site-footer.tsx";

afterEach(cleanup);

/** What the stub route renders (set by renderFooter). */
let current: PublicSettings = {};
function Page() {
  return <SiteFooter settings={current} />;
}

async function renderFooter(settings: PublicSettings) {
  current = settings;
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  render(<Stub initialEntries={["/"]} />);
  return screen.findByRole("contentinfo");
}

describe("SiteFooter's contact (issue 21: never invented)", () => {
  it("shows no contact details when the admin set none", async () => {
    const footer = await renderFooter({});
    expect(footer.textContent).not.toMatch(/Bv\. España|0353 400-0000|hola@vilma\.com\.ar/);
    expect(within(footer).queryByRole("heading", { name: "Contacto" })).toBeNull();
    expect(footer.querySelector('a[href^="mailto:"], a[href^="tel:"], a[href^="https://wa.me/"]')).toBeNull();
    // The contact form is always there, in the bottom row.
    expect(within(footer).getByRole("link", { name: "Contacto" }).getAttribute("href")).toBe("/contacto");
  });

  it("shows exactly what the admin set, and nothing else", async () => {
    const footer = await renderFooter({ contact_email: "consultas@ejemplo.com.ar" });
    const column = within(footer).getByRole("heading", { name: "Contacto" }).parentElement!;
    expect(within(column).getByRole("link", { name: "consultas@ejemplo.com.ar" }).getAttribute("href")).toBe(
      "mailto:consultas@ejemplo.com.ar",
    );
    expect(within(column).getAllByRole("link")).toHaveLength(1);
    expect(column.querySelector('a[href^="tel:"]')).toBeNull();
    expect(column.textContent).not.toMatch(/Bv\. España|Villa María, Córdoba/);
  });

  it("links a phone for dialling and prints the address as set", async () => {
    const footer = await renderFooter({
      contact_phone: "0353 455-1234",
      contact_address: "San Martín 100, Villa Nueva",
    });
    expect(within(footer).getByRole("link", { name: "0353 455-1234" }).getAttribute("href")).toBe("tel:+543534551234");
    expect(footer.textContent).toContain("San Martín 100, Villa Nueva");
  });
});
