import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { signIn } from "#tests/setup/auth-client.ts";
import { adminUrl } from "#tests/setup/global-db.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { type AdminCreateIo, runAdminCreate } from "../../scripts/admin-create.ts";
import { getUserAccess } from "../platform/auth/roles.ts";
import { openDatabase } from "../platform/db/client.ts";
import { accounts, categories, profiles, userRoles, users } from "../platform/db/schema.ts";

const database = setupTestDatabase();
const root = path.resolve(import.meta.dirname, "../..");

function harness(answers: (string | null)[] = [], env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: AdminCreateIo = {
    env,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    askPassword: async () => (answers.length ? (answers.shift() ?? null) : null),
    handle: database(),
  };
  return { io, out, err };
}

async function userByEmail(email: string) {
  const [user] = await database().db.select().from(users).where(eq(users.email, email));
  return user;
}

describe("npm run admin:create (runAdminCreate)", () => {
  it("creates a confirmed admin who signs in through Better Auth at once", async () => {
    const { io, out } = harness();
    const code = await runAdminCreate(
      ["--email", "Nueva.Admin@Example.com", "--name", "Nueva Admin", "--password", "clave-segura"],
      io,
    );
    expect(code).toBe(0);
    expect(out.join("\n")).toContain("Listo: se creó la cuenta administradora nueva.admin@example.com");
    const user = await userByEmail("nueva.admin@example.com");
    expect(user).toMatchObject({ name: "Nueva Admin", emailVerified: true });
    const { db } = database();
    const [account] = await db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(account).toMatchObject({ providerId: "credential", accountId: user!.id });
    expect(account!.password).toMatch(/^\$argon2id\$/);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({ fullName: "Nueva Admin", themePreference: "system" });
    expect((await getUserAccess(db, user!.id)).isAdmin).toBe(true);

    const cookie = await signIn("nueva.admin@example.com", "clave-segura");
    expect(cookie).toContain("vilma.session_token=");
  });

  it("grants admin to an existing account once, leaving its name and password alone", async () => {
    const { db } = database();
    const before = await userByEmail("vecino@vilma.test");
    const first = harness();
    expect(await runAdminCreate(["--email", "vecino@vilma.test", "--name", "Otro Nombre"], first.io)).toBe(0);
    expect(first.out.join("\n")).toContain("La cuenta vecino@vilma.test ya existía: ahora es administradora");
    expect(first.out.join("\n")).toContain("no se modifican");
    expect((await getUserAccess(db, before!.id)).isAdmin).toBe(true);
    expect((await userByEmail("vecino@vilma.test"))!.name).toBe(before!.name);
    await signIn("vecino@vilma.test", "vilma1234");

    const second = harness();
    expect(await runAdminCreate(["--email", "vecino@vilma.test"], second.io)).toBe(0);
    expect(second.out.join("\n")).toContain("ya era administradora: no se cambió nada");
    const rows = await db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, before!.id), eq(userRoles.role, "admin")));
    expect(rows).toHaveLength(1);
  });

  it("asks for the password twice on a terminal, and refuses when they differ", async () => {
    const mismatch = harness(["secreta123", "secreta124"]);
    expect(await runAdminCreate(["--email", "tty@example.com", "--name", "Por Terminal"], mismatch.io)).toBe(1);
    expect(mismatch.err.join("\n")).toContain("Las contraseñas no coinciden");
    expect(await userByEmail("tty@example.com")).toBeUndefined();

    const ok = harness(["secreta123", "secreta123"]);
    expect(await runAdminCreate(["--email", "tty@example.com", "--name", "Por Terminal"], ok.io)).toBe(0);
    await signIn("tty@example.com", "secreta123");
  });

  it("reads ADMIN_PASSWORD when --password is missing", async () => {
    const { io } = harness([], { ADMIN_PASSWORD: "desde-el-entorno" });
    expect(await runAdminCreate(["--email", "env@example.com", "--name", "Del Entorno"], io)).toBe(0);
    await signIn("env@example.com", "desde-el-entorno");
  });

  it.each([
    [["--email", "no-es-un-email", "--name", "Ana Pérez", "--password", "secreta123"], "Ingresa un email válido"],
    [["--email", "corta@example.com", "--name", "Ana Pérez", "--password", "123"], "al menos 6 caracteres"],
    [["--email", "nombre@example.com", "--name", "A", "--password", "secreta123"], "al menos 2 caracteres"],
    [["--email", "sin-nombre@example.com", "--password", "secreta123"], "falta --name"],
    [["--name", "Sin Email"], "falta --email"],
    [["--email", "x@example.com", "--rol", "admin"], "Unknown option"],
    [["--email", "sin-clave@example.com", "--name", "Sin Clave"], "falta la contraseña"],
  ])("exits with 1 and says why: %j", async (argv, message) => {
    const { io, err } = harness();
    expect(await runAdminCreate(argv, io)).toBe(1);
    expect(err.join("\n")).toContain(message);
    const email = argv[argv.indexOf("--email") + 1];
    if (email && argv.includes("--email")) expect(await userByEmail(email)).toBeUndefined();
  });
});

describe("npm run admin:create as a process", () => {
  it("rejects bad input with exit code 1 before touching any database", () => {
    const result = spawnSync(process.execPath, ["scripts/admin-create.ts", "--email", "nada"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: "postgres://nadie@127.0.0.1:1/no-existe", ADMIN_PASSWORD: "" },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Ingresa un email válido");
  });

  it("creates the first admin of an empty database, migrating it and loading no demo data", {
    timeout: 120_000,
  }, async () => {
    const email = "primera@example.com";
    let env: NodeJS.ProcessEnv;
    let open: () => ReturnType<typeof openDatabase>;
    let cleanup: () => Promise<void>;
    if (process.env.TEST_DB_KIND === "postgres") {
      // A production start on PostgreSQL: NODE_ENV=production with DATABASE_URL never seeds.
      const name = `vilma_adm_${randomBytes(5).toString("hex")}`;
      const base = process.env.DATABASE_URL as string;
      const admin = new pg.Client({ connectionString: adminUrl(base) });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = adminUrl(base, name);
      env = { ...process.env, NODE_ENV: "production", DATABASE_URL: url, ADMIN_PASSWORD: "primera-clave" };
      open = () => openDatabase({ kind: "postgres", url, max: 1 });
      cleanup = async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      };
    } else {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vilma-admin-create-"));
      env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ADMIN_PASSWORD: "primera-clave" };
      open = () => openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pgdata") });
      cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
    }
    try {
      const run = (args: string[]) =>
        spawnSync(process.execPath, ["scripts/admin-create.ts", ...args], { cwd: root, encoding: "utf8", env });
      const created = run(["--email", email, "--name", "Primera Admin"]);
      expect(created.stderr).toBe("");
      expect(created.status).toBe(0);
      expect(created.stdout).toContain(`se creó la cuenta administradora ${email}`);
      const again = run(["--email", email]);
      expect(again.status).toBe(0);
      expect(again.stdout).toContain("ya era administradora");

      const handle = await open();
      try {
        const rows = await handle.db.select({ id: users.id, email: users.email }).from(users);
        expect(rows.map((r) => r.email)).toEqual([email]);
        expect((await getUserAccess(handle.db, rows[0]!.id)).isAdmin).toBe(true);
        expect(await handle.db.select().from(categories)).toEqual([]);
      } finally {
        await handle.close();
      }
    } finally {
      await cleanup();
    }
  });
});
