/**
 * `node server.ts` (the production build) as a child process on a given port, killed by its PID only:
 * gracefully (SIGTERM) at the end, or with SIGKILL for the crash test.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface ServerProcess {
  pid: number;
  origin: string;
  /** Error/fatal lines of the server log so far. */
  errors: string[];
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** One secret per stress run: every restart must accept the sessions signed before the crash. */
export const STRESS_AUTH_SECRET = randomBytes(32).toString("hex");

export async function startServer(options: {
  port: number;
  env: Record<string, string>;
  logFile: string;
}): Promise<ServerProcess> {
  const origin = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  Object.assign(env, {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    PORT: String(options.port),
    PUBLIC_URL: origin,
    SEED_DEMO: "false",
    AUTH_SECRET: STRESS_AUTH_SECRET,
    // Set-up signs hundreds of accounts in from one address; the limiter still counts them.
    AUTH_RATE_LIMIT_MAX: "1000000000",
    ...options.env,
  });
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.createWriteStream(options.logFile, { flags: "a" });
  const child = spawn(process.execPath, [path.resolve("server.ts")], { env, stdio: ["ignore", "pipe", "pipe"] });
  if (child.pid === undefined) throw new Error("no se pudo lanzar el servidor");
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const errors: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = "";
    stream?.on("data", (chunk: Buffer) => {
      log.write(chunk);
      buffered += chunk.toString("utf8");
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        let level = 0;
        try {
          level = (JSON.parse(line) as { level?: number }).level ?? 0;
        } catch {
          level = /error|exception/i.test(line) ? 50 : 0;
        }
        if (level >= 50) errors.push(line.slice(0, 500));
      }
    });
  }
  const pid = child.pid;
  const server: ServerProcess = {
    pid,
    origin,
    errors,
    async kill9() {
      if (alive(child)) process.kill(pid, "SIGKILL");
      await exited;
    },
    async stop() {
      if (alive(child)) {
        process.kill(pid, "SIGTERM");
        const timer = setTimeout(() => alive(child) && process.kill(pid, "SIGKILL"), 15_000);
        await exited;
        clearTimeout(timer);
      }
      await new Promise<void>((resolve) => log.end(() => resolve()));
    },
  };
  const deadline = Date.now() + 120_000;
  while (true) {
    if (!alive(child)) {
      await server.stop();
      const tail = fs.readFileSync(options.logFile, "utf8").split("\n").slice(-20).join("\n");
      throw new Error(`el servidor terminó antes de estar listo (código ${child.exitCode}):\n${tail}`);
    }
    try {
      const res = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {}
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error("el servidor no respondió /healthz = 200 en 120 s");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return server;
}
