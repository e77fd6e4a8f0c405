import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { buildServiceWorker } from "./tooling/service-worker-build.ts";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // The service worker needs the client build's file list (tooling/service-worker-build.ts).
  async buildEnd({ reactRouterConfig }) {
    const root = path.resolve(import.meta.dirname);
    await buildServiceWorker({
      root,
      clientDir: path.join(reactRouterConfig.buildDirectory, "client"),
      serverDir: path.join(reactRouterConfig.buildDirectory, "server"),
    });
  },
} satisfies Config;
