import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { serverCodeGuard } from "./tooling/server-code-guard.ts";
import { sonnerStyles } from "./tooling/sonner-styles.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), serverCodeGuard({ serverDir: path.resolve("server") }), sonnerStyles()],
  server: { hmr: { port: 24679 } },
  build: { sourcemap: false },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React, React DOM and React Router hydrate every page: one file compresses ~3 KB
                // smaller than the six pieces automatic splitting makes of them.
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|@react-router[\\/][^\\/]+)[\\/]/,
                  priority: 10,
                },
                // The site's URL writers and the initials the header shows are on every page, and each
                // is a few hundred bytes: one file for them costs less than a request each.
                {
                  name: "site-urls",
                  test: /[\\/]core[\\/](urls|search-url|query-record|search-constants|initials)\.ts$/,
                  priority: 5,
                },
              ],
            },
          },
        },
      },
    },
  },
  // Bundled into the server build so only what we use loads: importing date-fns' or lucide's barrel
  // from node_modules costs seconds of start-up.
  ssr: { noExternal: ["date-fns", "@date-fns/tz", "lucide-react"] },
});
