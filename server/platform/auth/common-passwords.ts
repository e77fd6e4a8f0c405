/**
 * The most common passwords (server/platform/auth/common-passwords.txt: the top of the well-known leaked
 * lists, their usual variants with digits and years, keyboard walks, and the Spanish and Argentine
 * favourites), refused on sign-up, reset and change (server/platform/auth/input-rules.ts). Compared without
 * case: "Password1" is as guessable as "password1". Read from disk on first use, server-side only.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const FILE = "common-passwords.txt";
/** Beside this module when run from source; from the app's folder when bundled into build/server. */
const candidates = () => [
  path.join(path.dirname(fileURLToPath(import.meta.url)), FILE),
  path.resolve("server/platform/auth", FILE),
];

let list: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!list) {
    const file = candidates().find((candidate) => fs.existsSync(candidate));
    if (!file) throw new Error(`Falta ${FILE}: no se pueden rechazar las contraseñas comunes.`);
    const text = fs.readFileSync(file, "utf8");
    list = new Set(
      text
        .split("\n")
        .map((line) => line.trim().toLowerCase())
        .filter(Boolean),
    );
  }
  return list;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}
