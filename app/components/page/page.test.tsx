import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Inbox } from "#app/components/icons/icons.tsx";
import { EmptyState } from "./empty-state.tsx";
import { PageHeader } from "./page-header.tsx";
import { StatCard } from "./stat-card.tsx";
import { Tabs, tabMatch } from "./tabs.tsx";

afterEach(cleanup);

/** What the stub route renders (set by renderAt). */
let content: () => ReactNode = () => null;
function Page() {
  return <>{content()}</>;
}

function renderAt(url: string, ui: () => ReactNode) {
  content = ui;
  const Stub = createRoutesStub([{ path: "/admin/:section?", Component: Page }]);
  render(<Stub initialEntries={[url]} />);
}

const STATUS_TABS = [
  { label: "Todos", href: "/admin/comercios" },
  { label: "Pendientes", href: "/admin/comercios?estado=pending", count: 1234 },
  { label: "Activos", href: "/admin/comercios?estado=active" },
];

describe("Tabs", () => {
  it("marks the tab of the current URL, the most specific one winning", async () => {
    renderAt("/admin/comercios?estado=pending&q=pan&page=3", () => <Tabs label="Estado" items={STATUS_TABS} />);
    const nav = await screen.findByRole("navigation", { name: "Estado" });
    const current = within(nav)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Pendientes1.234"]);
  });

  it("falls back to the plain tab, and follows a click", async () => {
    const user = userEvent.setup();
    renderAt("/admin/comercios", () => <Tabs label="Estado" items={STATUS_TABS} />);
    const nav = await screen.findByRole("navigation", { name: "Estado" });
    expect(within(nav).getByRole("link", { name: "Todos" }).getAttribute("aria-current")).toBe("page");
    await user.click(within(nav).getByRole("link", { name: "Activos" }));
    expect(await within(nav).findByRole("link", { name: "Activos", current: "page" })).toBeTruthy();
    expect(within(nav).getByRole("link", { name: "Todos" }).hasAttribute("aria-current")).toBe(false);
  });

  it("is plain links, not an ARIA tablist", async () => {
    renderAt("/admin/comercios", () => <Tabs label="Estado" items={STATUS_TABS} />);
    await screen.findByRole("navigation", { name: "Estado" });
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.queryByRole("tab")).toBeNull();
  });

  it("an explicit current wins over the URL", async () => {
    renderAt("/admin/comercios", () => (
      <Tabs label="Estado" items={[STATUS_TABS[0]!, { ...STATUS_TABS[2]!, current: true }]} />
    ));
    const nav = await screen.findByRole("navigation", { name: "Estado" });
    expect(within(nav).getByRole("link", { name: "Activos" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Todos" }).hasAttribute("aria-current")).toBe(false);
  });

  it("tabMatch: another path or another value does not match; the page number does not count", () => {
    const at = { pathname: "/admin/comercios", search: "?estado=pending&page=2" };
    expect(tabMatch("/admin/otra", at)).toBeNull();
    expect(tabMatch("?estado=active", at)).toBeNull();
    expect(tabMatch("?estado=pending", at)).toBe(1);
    expect(tabMatch("/admin/comercios", at)).toBe(0);
    expect(tabMatch("/admin/comercios?estado=pending&page=1", at)).toBe(1);
  });
});

describe("PageHeader", () => {
  it("has the page's one h1, its description, actions and a breadcrumb ending at the page", async () => {
    renderAt("/admin/comercios", () => (
      <PageHeader
        title="Comercios"
        description="Todos los comercios de la guía."
        actions={<a href="/admin/comercios/nuevo">Nuevo comercio</a>}
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Comercios" }]}
      />
    ));
    expect(await screen.findByRole("heading", { level: 1, name: "Comercios" })).toBeTruthy();
    expect(screen.getByText("Todos los comercios de la guía.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Nuevo comercio" })).toBeTruthy();
    const crumbs = screen.getByRole("navigation", { name: "Ubicación" });
    expect(within(crumbs).getByRole("link", { name: "Administración" }).getAttribute("href")).toBe("/admin");
    expect(within(crumbs).getByText("Comercios").getAttribute("aria-current")).toBe("page");
    expect(within(crumbs).queryByRole("link", { name: "Comercios" })).toBeNull();
  });

  it("leaves the breadcrumb out when there is none", async () => {
    renderAt("/admin", () => <PageHeader title="Dashboard" />);
    await screen.findByRole("heading", { level: 1, name: "Dashboard" });
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});

describe("StatCard", () => {
  it("shows the number with its data-stat and data-value, and links to its list when given href", async () => {
    renderAt("/admin", () => (
      <dl>
        <StatCard id="businesses-pending" label="Pendiente" value={1234} href="/admin/comercios?estado=pending" />
        <StatCard id="users" label="Usuarios" value={5} />
      </dl>
    ));
    const link = await screen.findByRole("link", { name: "Pendiente: 1.234 (ver la lista)" });
    expect(link.getAttribute("href")).toBe("/admin/comercios?estado=pending");
    expect(link.closest("[data-stat]")?.getAttribute("data-stat")).toBe("businesses-pending");
    expect(document.querySelector('[data-stat="businesses-pending"] dd[data-value]')?.getAttribute("data-value")).toBe(
      "1234",
    );
    expect(within(document.querySelector<HTMLElement>('[data-stat="users"]')!).queryByRole("link")).toBeNull();
  });
});

describe("EmptyState", () => {
  it("shows its title at the level asked, its text and its action", () => {
    render(
      <EmptyState icon={Inbox} title="Sin reclamos" level={3} action={<button type="button">Actualizar</button>}>
        Cuando un dueño reclame un comercio, aparece acá.
      </EmptyState>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Sin reclamos" })).toBeTruthy();
    expect(screen.getByText("Cuando un dueño reclame un comercio, aparece acá.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Actualizar" })).toBeTruthy();
  });
});
