import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it } from "vitest";
import { problem } from "#core/errors.ts";
import { GeneralErrorBoundary, kindOfStatus } from "./error-boundary.tsx";

const Empty = () => null;
const OwnerLikeBoundary = () => (
  <GeneralErrorBoundary actions={{ forbidden: <a href="/pricing">Sumá tu comercio</a> }} />
);

function renderThrowing(thrown: unknown, Boundary = () => <GeneralErrorBoundary />) {
  const Stub = createRoutesStub([
    {
      path: "/",
      loader: () => {
        throw thrown;
      },
      Component: Empty,
      ErrorBoundary: Boundary,
    },
  ]);
  render(<Stub />);
}

describe("GeneralErrorBoundary", () => {
  it("maps statuses to their pages", () => {
    expect([401, 403, 404, 413, 429, 500, 503].map(kindOfStatus)).toEqual([
      "unauthorized",
      "forbidden",
      "not-found",
      "bad-request",
      "rate-limited",
      "unexpected",
      "unavailable",
    ]);
  });

  it("shows the spec's 404 page", async () => {
    renderThrowing(data(null, { status: 404 }));
    expect(await screen.findByRole("heading", { name: "¡Oops! Página no encontrada" })).toBeTruthy();
    expect(screen.getByText("La página que buscás no existe o fue movida.")).toBeTruthy();
  });

  it("shows a refusal's reason and the layout's extra way out", async () => {
    renderThrowing(
      data({ code: "forbidden", status: 403, message: "Esta sección es sólo para administradores." }, { status: 403 }),
      OwnerLikeBoundary,
    );
    expect(await screen.findByRole("heading", { name: "No tenés permiso para ver esta página" })).toBeTruthy();
    expect(screen.getByText("Esta sección es sólo para administradores.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sumá tu comercio" })).toBeTruthy();
  });

  it("shows a thrown AppError's Problem (as the server entry answers it) with its own sentence", async () => {
    const gone = problem("not_found", "Esa consulta ya no está.");
    renderThrowing(data(gone, { status: 404 }));
    expect(await screen.findByRole("heading", { name: "¡Oops! Página no encontrada" })).toBeTruthy();
    expect(screen.getByText("Esa consulta ya no está.")).toBeTruthy();
  });

  it("never shows what a thrown error says", async () => {
    renderThrowing(new Error("relation businesses does not exist"));
    expect(await screen.findByRole("heading", { name: "Algo salió mal" })).toBeTruthy();
    expect(screen.queryByText(/relation/)).toBeNull();
  });

  it("says the service is down on a 503", async () => {
    renderThrowing(data({ message: "interno" }, { status: 503 }));
    expect(await screen.findByRole("heading", { name: "Vilma no está disponible en este momento" })).toBeTruthy();
    expect(screen.queryByText("interno")).toBeNull();
  });
});
