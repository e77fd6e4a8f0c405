import { describe, expect, it } from "vitest";
import { isCacheablePage, offlineFallbackPath, pageOfDataRequest } from "./offline-pages.ts";

describe("offline pages", () => {
  it("keeps public pages: business pages, offers, magazine articles, home, search", () => {
    for (const path of [
      "/",
      "/farmacia-del-pueblo",
      "/business/12",
      "/ofertas",
      "/magazine/un-articulo",
      "/search",
      "/categories",
    ]) {
      expect(isCacheablePage(path), path).toBe(true);
    }
  });

  it("never keeps the API, sign-in, signed-in areas, resource routes or the offline page itself", () => {
    for (const path of [
      "/api/directory",
      "/api/auth/session",
      "/auth",
      "/auth/salir",
      "/admin/dashboard",
      "/mi-comercio",
      "/mi-comercio/1/estadisticas.csv",
      "/favorites",
      "/profile",
      "/notifications",
      "/sitemap.xml",
      "/magazine/rss.xml",
      "/offline",
    ]) {
      expect(isCacheablePage(path), path).toBe(false);
    }
  });

  it("reads React Router's data requests as their page", () => {
    expect(pageOfDataRequest("/farmacia-del-pueblo.data")).toBe("/farmacia-del-pueblo");
    expect(pageOfDataRequest("/_.data")).toBe("/");
    expect(pageOfDataRequest("/magazine/_.data")).toBe("/magazine/");
    expect(pageOfDataRequest("/farmacia-del-pueblo")).toBeNull();
  });

  it("sends an unanswerable navigation to the offline page, remembering where it was going", () => {
    expect(offlineFallbackPath("/pizzeria-x", "?a=1")).toBe("/offline?desde=%2Fpizzeria-x%3Fa%3D1");
    expect(offlineFallbackPath("/", "")).toBe("/offline");
  });
});
