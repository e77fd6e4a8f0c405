import pino from "pino";
import { logLevelOf } from "./config.ts";

/** Structured JSON logs (one object per line), shared by the HTTP server and the app. */
export const logger = pino({
  // Read without validating the whole configuration: an invalid one must still be reported.
  level: logLevelOf(),
  base: { app: "vilma" },
  redact: ["req.headers.cookie", "req.headers.authorization"],
});
