/**
 * The key that signs session cookies and verification tokens. Production must set AUTH_SECRET
 * (every instance needs the same one). Elsewhere one is generated on first start and kept in
 * DATA_DIR, so sessions survive restarts without any set-up.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type Config, ConfigError } from "./config.ts";

export function resolveAuthSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.NODE_ENV === "production" && config.DATABASE_URL) {
    // Checked by the server before it listens (server.ts), so a missing secret stops the start.
    throw new ConfigError(
      "Falta AUTH_SECRET: en producción con PostgreSQL (DATABASE_URL) todas las instancias firman las sesiones " +
        "con el mismo secreto. Generá uno (por ejemplo `openssl rand -base64 32`), definilo en AUTH_SECRET " +
        "(32 caracteres o más) en cada instancia y volvé a iniciar.",
    );
  }
  const file = path.join(config.dataDir, "auth-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: made below
  }
  const secret = randomBytes(32).toString("base64url");
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch {
    // Another process wrote it first: use theirs.
    return fs.readFileSync(file, "utf8").trim();
  }
}
