/**
 * The app server as a child process: `node server.ts` spawned directly (no npm/npx wrapper, so the
 * PID we keep is the Node process itself), on a free port or a given one, with its log captured to
 * a file. Used by `npm run bench` and `npm run test:stress` (which also kills it with SIGKILL and
 * restarts it on the same port and log).
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  logFile: string;
  /** Log lines at level error/fatal so far (pino level >= 50). */
  errorLines(): number;
  /** The last error/fatal log lines (for printing). */
  lastErrors(): string[];
  /**
   * Peak resident set size (VmHWM) in bytes, read from /proc; null when unavailable. With workers
   * (WEB_CONCURRENCY), the sum of every process's own peak: at most what they held together.
   */
  peakRssBytes(): number | null;
  /** Current resident set size (VmRSS) in bytes, of the process and its workers. */
  rssBytes(): number | null;
  /** SIGTERM (graceful), then SIGKILL if it lingers. */
  stop(): Promise<void>;
  /** SIGKILL at once: a crash. */
  kill9(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function readProcStatusKb(pid: number, field: string): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, "m").exec(status);
    return match?.[1] ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** The process and its children (a primary's workers), from /proc; just the process elsewhere. */
export function processTree(pid: number): number[] {
  const tree = [pid];
  try {
    for (const entry of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
        // pid (comm) state ppid …: the name may hold spaces and parentheses, the last ")" ends it.
        if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid) tree.push(Number(entry));
      } catch {
        // Gone between the listing and the read.
      }
    }
  } catch {
    // No /proc.
  }
  return tree;
}

/** A /proc/<pid>/status field summed over the process and its workers. */
function readTreeStatusKb(pid: number, field: string): number | null {
  const values = processTree(pid).map((p) => readProcStatusKb(p, field));
  if (values[0] === null || values[0] === undefined) return null;
  return values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
}

function isAlive(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Kills by PID: SIGTERM, then SIGKILL after `graceMs`. Resolves when the process has exited. */
async function killChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (!isAlive(child) || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    process.kill(child.pid, "SIGTERM");
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    if (isAlive(child) && child.pid !== undefined) {
      try {
        process.kill(child.pid, "SIGKILL");
      } catch {}
    }
  }, graceMs);
  await exited;
  clearTimeout(timer);
}

export async function startServer(options: {
  /** Absolute path of server.ts. */
  script: string;
  /** Working directory: server.ts serves `build/` from there. */
  cwd: string;
  env: Record<string, string>;
  logFile: string;
  /** A fixed port (a restart must come back where its clients are); a free one otherwise. */
  port?: number;
  /** Add to the log file instead of starting it afresh (a restart after a crash). */
  appendLog?: boolean;
  /** SIGTERM → SIGKILL wait in `stop()`. */
  stopGraceMs?: number;
  /** Called with a synchronous kill, for process "exit" handlers. */
  onSpawn?: (pid: number) => void;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Never let the bench's own environment pick the database.
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  Object.assign(env, {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    PORT: String(port),
    HOST: "127.0.0.1",
    SEED_DEMO: "false",
    ...options.env,
  });

  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.createWriteStream(options.logFile, { flags: options.appendLog ? "a" : "w" });
  // The flag `npm start` gives production (README, "memory"): bench and tests measure that server.
  const child = spawn(process.execPath, ["--max-semi-space-size=8", options.script], {
    cwd: options.cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (child.pid === undefined) throw new Error("no se pudo lanzar el servidor");
  const pid = child.pid;
  options.onSpawn?.(pid);

  let errors = 0;
  const recentErrors: string[] = [];
  const onLine = (line: string) => {
    if (!line) return;
    let level = 0;
    try {
      level = (JSON.parse(line) as { level?: number }).level ?? 0;
    } catch {
      // Not pino JSON (e.g. a Node warning on stderr): count lines that look like errors.
      level = /error|exception/i.test(line) ? 50 : 0;
    }
    if (level >= 50) {
      errors++;
      recentErrors.push(line.length > 400 ? `${line.slice(0, 400)}…` : line);
      if (recentErrors.length > 5) recentErrors.shift();
    }
  };
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = "";
    stream?.on("data", (chunk: Buffer) => {
      log.write(chunk);
      buffered += chunk.toString("utf8");
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) onLine(line.trim());
    });
  }

  const server: ServerProcess = {
    pid,
    baseUrl,
    logFile: options.logFile,
    errorLines: () => errors,
    lastErrors: () => [...recentErrors],
    peakRssBytes: () => readTreeStatusKb(pid, "VmHWM"),
    rssBytes: () => readTreeStatusKb(pid, "VmRSS"),
    stop: async () => {
      await killChild(child, options.stopGraceMs);
      await new Promise<void>((resolve) => log.end(() => resolve()));
    },
    kill9: async () => {
      if (isAlive(child)) {
        const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
        process.kill(pid, "SIGKILL");
        await exited;
      }
      await new Promise<void>((resolve) => log.end(() => resolve()));
    },
  };

  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (true) {
    if (!isAlive(child)) {
      await server.stop();
      const tail = fs.readFileSync(options.logFile, "utf8").split("\n").slice(-20).join("\n");
      throw new Error(`el servidor terminó antes de estar listo (código ${child.exitCode}). Log:\n${tail}`);
    }
    try {
      const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {}
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`el servidor no respondió /healthz = 200 en ${(options.timeoutMs ?? 120_000) / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return server;
}
