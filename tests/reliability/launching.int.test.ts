/**
 * Issue 21 §2: README's "Launching" block, run as written, makes a working site. The test reads the
 * block from README.md and runs it with bash, changing only what must differ here: a scratch
 * database (PostgreSQL when this project runs on it, else PGlite in a scratch folder), a free port,
 * that port as PUBLIC_URL, and the configuration file in a scratch folder. `npm ci` and `npm run
 * build` are left out: the suite builds before its tests (and an install would rewrite the
 * node_modules it runs from). Every substitution must find its text, so a README that changes its
 * commands fails here instead of being skipped.
 *
 * Then, with the server the block started (NODE_ENV=production, no demo data): terms and privacy
 * answer 200 with the default text, no page shows an invented contact detail, and the administrator
 * the block created signs in, is asked for the second step (a real install's administrator needs
 * one), turns it on with an authenticator's code and sees what is missing for launch.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { adminUrl } from "#tests/setup/global-db.ts";
import { secretOf, totpCode } from "#tests/setup/totp.ts";

const root = path.resolve(import.meta.dirname, "../..");
const ADMIN_EMAIL = "vos@ejemplo.com";
const ADMIN_PASSWORD = "lanzamiento-2026";
const INVENTED = /Bv\. España 250|0353 400-0000|hola@vilma\.com\.ar/;
const onPostgres = process.env.TEST_DB_KIND === "postgres";

/** The first ```bash block of README.md's "## Launching" section. */
function readmeBlock(): string {
  const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
  const section = readme.split("\n## Launching\n")[1]?.split("\n## ")[0];
  const block = section && /```bash\n([\s\S]*?)\n```/.exec(section)?.[1];
  if (!block) throw new Error("README.md no tiene el bloque de comandos de «Launching»");
  return block;
}

function substitute(script: string, pairs: [string, string][]): string {
  let out = script;
  for (const [from, to] of pairs) {
    if (!out.includes(from)) throw new Error(`El bloque de «Launching» ya no dice «${from.trim()}»: actualizá el test`);
    out = out.replaceAll(from, to);
  }
  return out;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

/** What the administrator does on /profile with an authenticator app; answers the new session's cookie. */
async function turnOnSecondStep(origin: string, cookie: string): Promise<string> {
  const post = (endpoint: string, body: object) =>
    fetch(`${origin}/api/auth${endpoint}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie },
      body: JSON.stringify(body),
    });
  const enabled = await post("/two-factor/enable", { password: ADMIN_PASSWORD });
  expect(enabled.status).toBe(200);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const confirmed = await post("/two-factor/verify-totp", { code: totpCode(secretOf(totpURI)) });
  expect(confirmed.status).toBe(200);
  return cookieFrom(confirmed);
}

describe("README «Launching», run as written", () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "vilma-launch-"));
  const database = `vilma_launch_${randomBytes(5).toString("hex")}`;
  const base = onPostgres ? new URL(process.env.DATABASE_URL as string) : null;
  let child: ChildProcess | undefined;
  let output = "";

  afterAll(async () => {
    // The block's last command is the server: end the whole process group it started.
    if (child?.pid && child.exitCode === null) {
      process.kill(-child.pid, "SIGTERM");
      await new Promise((resolve) => child!.once("exit", resolve));
    }
    if (base) {
      const admin = new pg.Client({ connectionString: adminUrl(base.toString()) });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("gets from an empty database to a running site with its first admin", { timeout: 150_000 }, async () => {
    if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
      throw new Error("Falta el build de producción: corré `npx react-router build` (`npm test` lo hace antes).");
    }
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const envFile = path.join(scratch, "vilma.env");
    const databaseUrl = base ? adminUrl(base.toString(), database) : "";
    const script = substitute(readmeBlock(), [
      ["\nnpm ci\n", "\n"],
      ["\nnpm run build\n", "\n"],
      ["createdb vilma\n", onPostgres ? `createdb ${database}\n` : "\n"],
      [
        "DATABASE_URL=postgres://postgres@127.0.0.1:5432/vilma\n",
        onPostgres ? `DATABASE_URL=${databaseUrl}\n` : `DATA_DIR=${path.join(scratch, "data")}\n`,
      ],
      ["PUBLIC_URL=https://vilma.com.ar\n", `PUBLIC_URL=${origin}\n`],
      ["PORT=3000\n", `PORT=${port}\n`],
      ["cat > vilma.env", `cat > ${envFile}`],
      [". ./vilma.env", `. ${envFile}`],
    ]);

    const started = performance.now();
    child = spawn("bash", ["-c", `set -euo pipefail\n${script}`], {
      cwd: root,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      // Nothing of the test's own environment (NODE_ENV=test, its DATABASE_URL and DATA_DIR).
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? scratch,
        ADMIN_PASSWORD,
        // The suite's moved clock (scripts/test-later.sh) reaches the server too: the authenticator's
        // code this test computes and the server that checks it must read the same time.
        ...Object.fromEntries(
          ["LD_PRELOAD", "FAKETIME", "FAKETIME_DONT_FAKE_MONOTONIC"].flatMap((name) =>
            process.env[name] ? [[name, process.env[name]]] : [],
          ),
        ),
        // For the block's `createdb` (libpq's variables) and, on PostgreSQL, where uploads and mail go.
        ...(base
          ? {
              PGHOST: base.hostname,
              PGPORT: base.port || "5432",
              PGUSER: decodeURIComponent(base.username),
              ...(base.password ? { PGPASSWORD: decodeURIComponent(base.password) } : {}),
              DATA_DIR: path.join(scratch, "data"),
            }
          : {}),
      },
    });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });

    for (;;) {
      if (child.exitCode !== null) throw new Error(`los comandos terminaron antes de servir el sitio:\n${output}`);
      if (performance.now() - started > 120_000) throw new Error(`el sitio no arrancó en 2 minutos:\n${output}`);
      const ready = await fetch(`${origin}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.info(`Launching: de la base vacía al sitio en ${Math.round((performance.now() - started) / 1000)} s`);
    expect(output).toContain("Migraciones aplicadas");
    expect(output).toContain(`Listo: se creó la cuenta administradora ${ADMIN_EMAIL}`);
    expect(output).toContain("páginas legales creadas con el texto de Vilma");
    expect(output).not.toContain("datos de demostración cargados");

    // The legal pages every footer and the sign-up form link to.
    for (const [address, title] of [
      ["/terminos-y-condiciones", "Términos y condiciones de uso"],
      ["/privacidad", "Política de privacidad"],
    ]) {
      const response = await fetch(`${origin}${address}`);
      expect(response.status, address).toBe(200);
      const html = await response.text();
      expect(html).toContain(title);
      expect(html).not.toMatch(INVENTED);
    }

    // No contact detail nobody entered, anywhere on the pages a visitor opens first.
    for (const address of ["/", "/arrepentimiento", "/contacto"]) {
      const response = await fetch(`${origin}${address}`);
      expect(response.status, address).toBe(200);
      const html = await response.text();
      expect(html, address).not.toMatch(INVENTED);
      expect(html, address).not.toMatch(/href="(mailto|tel):/);
    }

    // The administrator signs in and the dashboard says what is missing for launch.
    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const passwordOnly = cookieFrom(signIn);
    // A real install's administrator needs the second step before the admin area opens (decision 26).
    const refused = await fetch(`${origin}/admin/dashboard`, { headers: { cookie: passwordOnly }, redirect: "manual" });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/profile?dos-pasos=requerido#dos-pasos");
    const cookie = await turnOnSecondStep(origin, passwordOnly);
    const dashboard = await fetch(`${origin}/admin/dashboard`, { headers: { cookie }, redirect: "manual" });
    expect(dashboard.status).toBe(200);
    // React separates the text it interpolates with <!-- --> markers.
    const html = (await dashboard.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Lista para lanzar");
    expect(html).toContain("Faltan 7 cosas de 8"); // all but PUBLIC_URL, which the block sets
    expect(html).toContain('href="/admin/content/pages/terminos-y-condiciones"');
    const terms = await fetch(`${origin}/admin/content/pages/terminos-y-condiciones`, { headers: { cookie } });
    expect(terms.status).toBe(200);
    expect(await terms.text()).toContain("Nadie de la administración revisó todavía este texto.");
  });
});
