import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { serverCodeGuard } from "./tooling/server-code-guard.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), serverCodeGuard({ serverDir: path.resolve("server") })],
  server: { hmr: { port: 24679 } },
  build: { sourcemap: false },
  // Bundled into the server build so only what we use loads: importing date-fns' or lucide's barrel
  // from node_modules costs seconds of start-up.
  ssr: { noExternal: ["date-fns", "@date-fns/tz", "lucide-react"] },
});
