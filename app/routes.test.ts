/**
 * A business's address is `/{slug}`, the catch-all at the end of the URL map: a route added at the
 * top level would hide every business whose slug is that word (issue 21: "contacto" and "offline"
 * were missing). The reserved words live in core/slug.ts (core/ cannot import app/); this test
 * derives the words from the route table and the root files and fails on any that is not reserved,
 * and on a reserved list the database's CHECK constraint does not have yet (decision 24).
 */
import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { RESERVED_SLUGS } from "#core/slug.ts";
import routes from "./routes.ts";

/** What server/http-server.ts answers itself before React Router (health check, uploads, built files, demo media). */
const SERVER_PATHS = ["healthz", "uploads", "assets", "media", "sw.js"];

/** The first segment of every route whose path starts at the site's root (layouts have no path). */
function topLevelSegments(entries: RouteConfigEntry[]): string[] {
  const found = new Set<string>();
  const visit = (list: RouteConfigEntry[]) => {
    for (const entry of list) {
      if (entry.path === undefined) {
        // A layout or an index: its children start where it starts.
        if (entry.children) visit(entry.children);
        continue;
      }
      const first = entry.path.replace(/^\//, "").split("/")[0] ?? "";
      if (first && !first.startsWith(":") && first !== "*") found.add(first);
      // Children of a route with a path are below its first segment: nothing new at the root.
    }
  };
  visit(entries);
  return [...found].sort();
}

describe("reserved slugs and the URL map", () => {
  it("finds the top-level words of a route table", () => {
    const table: RouteConfigEntry[] = [
      {
        file: "layout.tsx",
        children: [
          { file: "home.tsx", index: true },
          { file: "a.tsx", path: "contacto" },
          { file: "b.tsx", path: "paginas/:slug" },
          { file: "c.tsx", path: "mi-area", children: [{ file: "d.tsx", path: "ajustes" }] },
          { file: "e.tsx", path: ":slug" },
          { file: "f.tsx", path: "*" },
        ],
      },
      { file: "g.ts", path: "robots.txt" },
    ];
    expect(topLevelSegments(table)).toEqual(["contacto", "mi-area", "paginas", "robots.txt"]);
  });

  it("reserves every top-level word of app/routes.ts", () => {
    const reserved = new Set<string>(RESERVED_SLUGS);
    const words = topLevelSegments(routes);
    // The table really is read: words the site has always had are among them.
    expect(words).toEqual(expect.arrayContaining(["admin", "search", "terminos-y-condiciones", "mi-comercio"]));
    const missing = words.filter((word) => !reserved.has(word));
    expect(missing, "add these to RESERVED_SLUGS in core/slug.ts and generate a migration").toEqual([]);
  });

  it("reserves what the server answers itself and the files at the root of public/", () => {
    const reserved = new Set<string>(RESERVED_SLUGS);
    const publicFiles = fs.readdirSync(path.resolve("public"));
    const missing = [...SERVER_PATHS, ...publicFiles].filter((word) => !reserved.has(word));
    // Names with a dot can never be a slug (core/slug.ts SLUG_PATTERN); the rest must be reserved.
    expect(missing.filter((word) => !word.includes("."))).toEqual([]);
  });

  it("has the reserved list in the database's CHECK constraint (the latest migration)", () => {
    const folder = path.resolve("server/platform/db/migrations/meta");
    const journal = JSON.parse(fs.readFileSync(path.join(folder, "_journal.json"), "utf8")) as {
      entries: { idx: number }[];
    };
    const last = journal.entries.at(-1)!;
    const snapshot = JSON.parse(
      fs.readFileSync(path.join(folder, `${String(last.idx).padStart(4, "0")}_snapshot.json`), "utf8"),
    ) as { tables: Record<string, { checkConstraints: Record<string, { value: string }> }> };
    const check = snapshot.tables["public.businesses"]!.checkConstraints.businesses_slug_not_reserved!.value;
    const inCheck = [...check.matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(inCheck, "run `npx drizzle-kit generate` after changing RESERVED_SLUGS").toEqual([...RESERVED_SLUGS]);
  });
});
