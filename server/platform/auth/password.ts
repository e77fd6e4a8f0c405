/**
 * Password hashing: argon2id from Node's own crypto (native, off the main thread), with OWASP's
 * recommended parameters (19 MiB, 2 passes, 1 lane). About 19 ms per hash here, which keeps sign-in
 * above 20 per second per core; Better Auth's default scrypt took 54 ms (decision 0010).
 * Hashes are PHC strings, so parameters can be raised later without breaking old hashes.
 */
import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const argon2Async = promisify(argon2);

export const PASSWORD_HASH_PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

async function derive(
  password: string,
  nonce: Buffer,
  params: { memory: number; passes: number; parallelism: number; tagLength: number },
) {
  return argon2Async("argon2id", { message: password, nonce, ...params });
}

const b64 = (buffer: Buffer) => buffer.toString("base64").replace(/=+$/, "");

export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const { memory, passes, parallelism } = PASSWORD_HASH_PARAMS;
  const tag = await derive(password, nonce, PASSWORD_HASH_PARAMS);
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(nonce)}$${b64(tag)}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const match = PHC.exec(hash);
  if (!match) return false;
  const [, m, t, p, salt, expectedB64] = match as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(expectedB64, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), {
    memory: Number(m),
    passes: Number(t),
    parallelism: Number(p),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
