/**
 * `npm run admin:create -- --email persona@ejemplo.com --name "Nombre Apellido"`
 *
 * Creates a confirmed account with the admin role in the configured database (DATABASE_URL, else
 * PGlite under DATA_DIR), applying pending migrations first and never loading demo data. When the
 * e-mail already has an account, it only grants that account the admin role.
 * The password comes from --password, else the ADMIN_PASSWORD variable, else it is asked for (without
 * echo) when run in a terminal. Exit code 1, with the reason, on bad input.
 */
import { parseArgs } from "node:util";
import { emailSchema, fullNameSchema, MESSAGES, passwordSchema } from "#core/account-validation.ts";
import { createAdmin, findUserByEmail, grantAdmin } from "#server/admin/create-admin.ts";
import { type DatabaseHandle, getDatabaseHandle } from "#server/platform/db/client.ts";

export const USAGE = `Uso: npm run admin:create -- --email persona@ejemplo.com --name "Nombre Apellido" [--password …]

  --email      e-mail de la cuenta (obligatorio)
  --name       nombre completo (obligatorio si la cuenta no existe)
  --password   contraseña (si no, se lee de ADMIN_PASSWORD o se pide en la terminal)

Usa la base configurada: DATABASE_URL (PostgreSQL) o PGlite en DATA_DIR (por defecto ./data).
Con PGlite, pará el servidor antes: una carpeta de datos no se puede abrir dos veces.`;

export interface AdminCreateIo {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Asks for the password without echo; null when there is no terminal to ask in. */
  askPassword: (question: string) => Promise<string | null>;
  /** The database to use; by default the configured one (opened, migrated and closed here). */
  handle?: DatabaseHandle;
}

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? "Dato inválido");
}

export async function runAdminCreate(argv: string[], io: AdminCreateIo): Promise<number> {
  let values: { email?: string; name?: string; password?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: "string" },
        name: { type: "string" },
        password: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    io.err(`Error: ${error instanceof Error ? error.message : String(error)}`);
    io.err(USAGE);
    return 1;
  }
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  if (!values.email) {
    io.err("Error: falta --email.");
    io.err(USAGE);
    return 1;
  }
  const email = emailSchema.safeParse(values.email);
  if (!email.success) {
    io.err(`Error: ${firstIssue(email)} (${values.email}).`);
    return 1;
  }
  // Everything given on the command line is checked before touching the database.
  const name = values.name === undefined ? null : fullNameSchema.safeParse(values.name);
  if (name && !name.success) {
    io.err(`Error: ${firstIssue(name)}.`);
    return 1;
  }
  const givenPassword = values.password ?? (io.env.ADMIN_PASSWORD || undefined);
  if (givenPassword !== undefined) {
    const problem = firstIssue(passwordSchema.safeParse(givenPassword));
    if (problem) {
      io.err(`Error: ${problem}.`);
      return 1;
    }
  }

  const ownHandle = !io.handle;
  const handle = io.handle ?? (await getDatabaseHandle());
  try {
    if (ownHandle) await handle.migrate();
    const db = handle.db;
    const where = handle.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : "PGlite (DATA_DIR)";

    if (await findUserByEmail(db, email.data)) {
      const result = await grantAdmin(db, email.data);
      if (!result) throw new Error("la cuenta desapareció mientras se otorgaba el rol");
      io.out(
        result.kind === "already-admin"
          ? `La cuenta ${email.data} ya existía y ya era administradora: no se cambió nada.`
          : `La cuenta ${email.data} ya existía: ahora es administradora (${where}).`,
      );
      if (values.name !== undefined || givenPassword !== undefined) {
        io.out("El nombre y la contraseña de una cuenta existente no se modifican.");
      }
      if (!result.emailVerified) {
        io.out("Ojo: ese e-mail todavía no está confirmado; hay que confirmarlo antes de poder ingresar.");
      }
      return 0;
    }

    if (!name) {
      io.err(`Error: no hay una cuenta con ${email.data}; para crearla falta --name "Nombre Apellido".`);
      return 1;
    }
    let password = givenPassword;
    if (password === undefined) {
      const first = await io.askPassword("Contraseña: ");
      if (first === null) {
        io.err("Error: falta la contraseña. Pasala con --password, con la variable ADMIN_PASSWORD o corré el");
        io.err("comando en una terminal para que te la pida.");
        return 1;
      }
      const problem = firstIssue(passwordSchema.safeParse(first));
      if (problem) {
        io.err(`Error: ${problem}.`);
        return 1;
      }
      const again = await io.askPassword("Repetí la contraseña: ");
      if (again !== first) {
        io.err(`Error: ${MESSAGES.passwordsDiffer}.`);
        return 1;
      }
      password = first;
    }

    await createAdmin(db, { email: email.data, name: name.data, password });
    io.out(`Listo: se creó la cuenta administradora ${email.data} (${name.data}) en ${where}.`);
    io.out("Ya puede ingresar en /auth con esa contraseña; el panel está en /admin.");
    return 0;
  } finally {
    if (ownHandle) await handle.close();
  }
}

/** Typed ahead of a prompt (two lines in one chunk): kept for the next prompt instead of lost. */
let typedAhead = "";

/** Reads a line from the terminal without showing it. Null when stdin is not a terminal. */
export function askPasswordOnTerminal(question: string): Promise<string | null> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) return Promise.resolve(null);
  return new Promise((resolve) => {
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let value = "";
    const finish = (rest: string) => {
      typedAhead = rest;
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write("\n");
      resolve(value);
    };
    const onData = (chunk: string) => {
      const chars = [...chunk];
      for (const [index, char] of chars.entries()) {
        if (char === "\r" || char === "\n" || char === "\u0004") {
          // "\r\n" is one line end, not an empty second answer.
          const rest = chars.slice(index + 1).join("");
          return finish(char === "\r" && rest.startsWith("\n") ? rest.slice(1) : rest);
        }
        if (char === "\u0003") {
          stdin.setRawMode(false);
          stdout.write("\n");
          process.exit(130);
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on("data", onData);
    if (typedAhead) {
      const pending = typedAhead;
      typedAhead = "";
      onData(pending);
    }
  });
}

if (import.meta.main) {
  try {
    const code = await runAdminCreate(process.argv.slice(2), {
      env: process.env,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      askPassword: askPasswordOnTerminal,
    });
    process.exit(code);
  } catch (error) {
    console.error(`Error: no se pudo crear la cuenta (${error instanceof Error ? error.message : String(error)}).`);
    process.exit(1);
  }
}
