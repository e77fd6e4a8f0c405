import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineList, type ListPage, type ListParams, parseListParams } from "#core/list-params.ts";
import { readForm } from "#server/platform/http/body.ts";
import { DataTable, type DataTableColumn } from "./data-table.tsx";
import { SEARCH_DEBOUNCE_MS } from "./list-controls.tsx";

interface Shop {
  id: string;
  name: string;
  city: string;
  day: number;
}

const LIST = defineList({
  sorts: { day: "desc", name: "asc" },
  defaultSort: "day",
  filters: { city: { values: ["Villa María", "Villa Nueva"] } },
});

const COLUMNS: DataTableColumn<Shop>[] = [
  { key: "name", header: "Nombre", sortable: true, primary: true, cell: (s) => s.name },
  { key: "city", header: "Ciudad", cell: (s) => s.city },
  { key: "day", header: "Día", sortable: true, cell: (s) => String(s.day) },
];

const shops = (n: number): Shop[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `id-${String(i + 1).padStart(2, "0")}`,
    name: `Comercio ${String(i + 1).padStart(2, "0")}`,
    city: i % 2 === 0 ? "Villa María" : "Villa Nueva",
    day: i + 1,
  }));

/** What a server would answer: search, filter, sort and page over `all`. */
function serve(all: Shop[], params: ListParams<"day" | "name", "city">): ListPage<Shop> {
  const matching = all
    .filter((s) => !params.q || s.name.toLowerCase().includes(params.q.toLowerCase()))
    .filter((s) => params.filters.city.length === 0 || params.filters.city.includes(s.city));
  const sign = params.dir === "asc" ? 1 : -1;
  matching.sort((a, b) => sign * (params.sort === "name" ? a.name.localeCompare(b.name) : a.day - b.day));
  const pageCount = Math.max(1, Math.ceil(matching.length / params.size));
  const page = Math.min(params.page, pageCount);
  const start = (page - 1) * params.size;
  return {
    rows: matching.slice(start, start + params.size),
    total: matching.length,
    page,
    pageCount,
    size: params.size,
  };
}

function Screen() {
  const { list, params, bulk } = useLoaderData() as { list: ListPage<Shop>; params: ListParams; bulk: boolean };
  return (
    <DataTable
      label="Comercios de prueba"
      columns={COLUMNS}
      list={list}
      params={params}
      rowId={(s) => s.id}
      rowLabel={(s) => s.name}
      search={{ label: "Buscar por nombre" }}
      filters={[
        {
          name: "city",
          label: "Ciudad",
          allLabel: "Todas",
          options: LIST.filters.city.values.map((c) => ({ value: c, label: c })),
        },
      ]}
      bulkActions={
        bulk ? (
          <button type="submit" name="intent" value="archive-many">
            Archivar seleccionados
          </button>
        ) : undefined
      }
      empty={{ title: "Todavía no hay comercios", text: "Cargá el primero." }}
      emptyFiltered={{ title: "Nada coincide con la búsqueda" }}
    />
  );
}

interface Setup {
  rows?: Shop[];
  url?: string;
  /** Makes the loader wait for this (after the first load), to see the loading state. */
  gate?: () => Promise<void>;
  bulk?: boolean;
  onAction?: (form: FormData) => void;
}

function renderTable({ rows = shops(45), url = "/lista", gate, bulk = true, onAction }: Setup = {}) {
  let loads = 0;
  const Stub = createRoutesStub([
    {
      path: "/lista",
      Component: Screen,
      loader: async ({ request }) => {
        if (loads++ > 0 && gate) await gate();
        const params = parseListParams(new URL(request.url).searchParams, LIST);
        return { params, list: serve(rows, params), bulk };
      },
      action: async ({ request }) => {
        onAction?.(await readForm(request));
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const table = () => screen.findByRole("table", { name: "Comercios de prueba" });
const header = (name: string) => screen.getByRole("columnheader", { name: new RegExp(`^${name}`) });
const hiddenIds = () =>
  [...document.querySelectorAll<HTMLInputElement>("form[data-bulk-bar] input[type=hidden][name=ids]")].map(
    (input) => input.value,
  );
const rowNames = () =>
  within(screen.getAllByRole("rowgroup")[1]!)
    .getAllByRole("row")
    .map((row) => within(row).getAllByRole("cell")[1]!.textContent);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("DataTable", () => {
  it("says which rows of how many it shows", async () => {
    renderTable({ url: "/lista?page=2" });
    await table();
    expect(screen.getByText("Mostrando 21–40 de 45")).toBeTruthy();
  });

  it("shows the last rows of the last page with their real numbers", async () => {
    renderTable({ url: "/lista?page=3" });
    await table();
    expect(screen.getByText("Mostrando 41–45 de 45")).toBeTruthy();
    expect(screen.getAllByRole("row")).toHaveLength(1 + 5);
  });

  it("sorts through header links: aria-sort on the sorted column, a second click flips the direction", async () => {
    const user = userEvent.setup();
    renderTable();
    await table();
    expect(header("Día").getAttribute("aria-sort")).toBe("descending");
    expect(header("Nombre").hasAttribute("aria-sort")).toBe(false);
    expect(header("Ciudad").querySelector("a")).toBeNull();

    const byName = within(header("Nombre")).getByRole("link");
    // A new column starts the way its list definition says: no direction in the link.
    expect(byName.getAttribute("href")).toBe("/lista?sort=name");
    await user.click(byName);
    await waitFor(() => expect(header("Nombre").getAttribute("aria-sort")).toBe("ascending"));
    expect(header("Día").hasAttribute("aria-sort")).toBe(false);
    expect(rowNames().slice(0, 2)).toEqual(["Comercio 01", "Comercio 02"]);

    const again = within(header("Nombre")).getByRole("link");
    expect(again.getAttribute("href")).toBe("/lista?sort=name&dir=desc");
    await user.click(again);
    await waitFor(() => expect(header("Nombre").getAttribute("aria-sort")).toBe("descending"));
    expect(rowNames()[0]).toBe("Comercio 45");
  });

  it("a sort link keeps the search and filters and goes back to page 1", async () => {
    renderTable({ url: "/lista?q=comercio&city=Villa+Nueva&page=2&size=20" });
    await table();
    expect(within(header("Nombre")).getByRole("link").getAttribute("href")).toBe(
      "/lista?q=comercio&city=Villa+Nueva&size=20&sort=name",
    );
  });

  it("the pager keeps the list's state in its links", async () => {
    renderTable({ url: "/lista?sort=name&city=Villa+Mar%C3%ADa" });
    await table();
    const pager = screen.getByRole("navigation", { name: "Paginación" });
    expect(within(pager).getByRole("link", { name: "Página 2" }).getAttribute("href")).toBe(
      "/lista?sort=name&city=Villa+Mar%C3%ADa&page=2",
    );
  });

  it("an empty list says so, without a way to clear filters it does not have", async () => {
    renderTable({ rows: [] });
    expect(await screen.findByRole("heading", { name: "Todavía no hay comercios" })).toBeTruthy();
    expect(screen.getByText("Cargá el primero.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Limpiar filtros" })).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByText(/^Mostrando/)).toBeNull();
  });

  it("a search that finds nothing says so and offers to clear it, keeping the order", async () => {
    const user = userEvent.setup();
    renderTable({ url: "/lista?q=zzz&city=Villa+Nueva&sort=name" });
    expect(await screen.findByRole("heading", { name: "Nada coincide con la búsqueda" })).toBeTruthy();
    expect(screen.queryByText("Todavía no hay comercios")).toBeNull();
    const clear = screen.getByRole("link", { name: "Limpiar filtros" });
    expect(clear.getAttribute("href")).toBe("/lista?sort=name");
    await user.click(clear);
    await table();
    expect(screen.getByText("Mostrando 1–20 de 45")).toBeTruthy();
    // The search box follows the URL (an effect after the new rows render: on a busy machine it comes later).
    await waitFor(() => expect((screen.getByLabelText("Buscar por nombre") as HTMLInputElement).value).toBe(""));
  });

  it("ticking rows shows the bulk bar carrying their ids; unticking all hides it", async () => {
    const user = userEvent.setup();
    renderTable();
    await table();
    expect(screen.queryByRole("form", { name: "Acciones con los seleccionados" })).toBeNull();

    await user.click(screen.getByRole("checkbox", { name: "Seleccionar Comercio 45" }));
    await user.click(screen.getByRole("checkbox", { name: "Seleccionar Comercio 43" }));
    const bar = screen.getByRole("form", { name: "Acciones con los seleccionados" });
    expect(within(bar).getByText("2 seleccionados")).toBeTruthy();
    expect(hiddenIds()).toEqual(["id-45", "id-43"]);
    expect(bar.getAttribute("method")).toBe("post");

    await user.click(screen.getByRole("checkbox", { name: "Seleccionar Comercio 45" }));
    expect(hiddenIds()).toEqual(["id-43"]);
    await user.click(screen.getByRole("checkbox", { name: "Seleccionar Comercio 43" }));
    expect(screen.queryByRole("form", { name: "Acciones con los seleccionados" })).toBeNull();
  });

  it("select-all ticks every row of the page (only this page), and shows when only some are", async () => {
    const user = userEvent.setup();
    renderTable({ url: "/lista?page=3" });
    await table();
    const all = screen.getByRole("checkbox", { name: "Seleccionar todos en esta página" }) as HTMLInputElement;
    await user.click(all);
    expect(hiddenIds()).toEqual(["id-05", "id-04", "id-03", "id-02", "id-01"]);
    expect(all.checked).toBe(true);
    const bar = screen.getByRole("form", { name: "Acciones con los seleccionados" });
    expect(within(bar).getByText("5 seleccionados")).toBeTruthy();

    await user.click(screen.getByRole("checkbox", { name: "Seleccionar Comercio 03" }));
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);

    await user.click(all);
    expect(hiddenIds()).toHaveLength(5);
    await user.click(all);
    expect(hiddenIds()).toEqual([]);
    expect(all.indeterminate).toBe(false);
  });

  it("the bulk form posts the selected ids and the button's intent", async () => {
    const user = userEvent.setup();
    const posted: FormData[] = [];
    renderTable({ onAction: (form) => posted.push(form) });
    await table();
    await user.click(screen.getByRole("checkbox", { name: "Seleccionar Comercio 44" }));
    await user.click(screen.getByRole("checkbox", { name: "Seleccionar Comercio 41" }));
    await user.click(screen.getByRole("button", { name: "Archivar seleccionados" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.getAll("ids")).toEqual(["id-44", "id-41"]);
    expect(posted[0]!.get("intent")).toBe("archive-many");
  });

  it("a new page starts with nothing selected", async () => {
    const user = userEvent.setup();
    renderTable();
    await table();
    await user.click(screen.getByRole("checkbox", { name: "Seleccionar todos en esta página" }));
    expect(hiddenIds()).toHaveLength(20);
    await user.click(screen.getByRole("link", { name: "Página 2" }));
    await screen.findByText("Mostrando 21–40 de 45");
    expect(hiddenIds()).toEqual([]);
    expect(screen.queryByRole("form", { name: "Acciones con los seleccionados" })).toBeNull();
  });

  it("without bulk actions there are no checkboxes", async () => {
    renderTable({ bulk: false });
    await table();
    expect(screen.queryAllByRole("checkbox")).toHaveLength(0);
  });

  it("dims the rows and marks the table busy while the next URL loads", async () => {
    const user = userEvent.setup();
    let release = () => {};
    renderTable({ gate: () => new Promise<void>((resolve) => (release = resolve)) });
    const grid = await table();
    expect(grid.getAttribute("aria-busy")).toBeNull();
    await user.click(screen.getByRole("link", { name: "Página 2" }));
    await waitFor(() => expect(grid.getAttribute("aria-busy")).toBe("true"));
    expect(screen.getAllByRole("rowgroup")[1]!.className).toContain("opacity-50");
    act(() => release());
    await screen.findByText("Mostrando 21–40 de 45");
    expect((await table()).getAttribute("aria-busy")).toBeNull();
  });

  it("searches by itself once typing stops, and a filter as soon as it changes", async () => {
    const user = userEvent.setup();
    renderTable({ url: "/lista?page=2&sort=name" });
    await table();
    await user.type(screen.getByLabelText("Buscar por nombre"), "comercio 1");
    // Not yet: the search waits for typing to stop.
    expect(screen.getByText("Mostrando 21–40 de 45")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Mostrando 1–10 de 10")).toBeTruthy(), {
      timeout: SEARCH_DEBOUNCE_MS + 1000,
    });
    // The order rode along as a hidden field; the page went back to 1.
    expect(header("Nombre").getAttribute("aria-sort")).toBe("ascending");

    await user.selectOptions(screen.getByLabelText("Ciudad"), "Villa Nueva");
    await waitFor(() => expect(screen.getByText("Mostrando 1–5 de 5")).toBeTruthy());
    expect(rowNames()).toEqual(["Comercio 10", "Comercio 12", "Comercio 14", "Comercio 16", "Comercio 18"]);
  });
});
