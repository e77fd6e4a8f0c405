import pino from "pino";
import { getConfig } from "./config.ts";

/** Structured JSON logs (one object per line), shared by the HTTP server and the app. */
export const logger = pino({
  level: getConfig().NODE_ENV === "test" ? "warn" : getConfig().LOG_LEVEL,
  base: { app: "vilma" },
  redact: ["req.headers.cookie", "req.headers.authorization"],
});
