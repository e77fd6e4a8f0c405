/**
 * Where the machine's CPU went during a measurement: the server process, this process (the load
 * generator) and everything else. The machine is shared (builds, tests, PostgreSQL itself), so
 * "other" tells how much the numbers may be skewed. Linux only (/proc); null elsewhere.
 */
import fs from "node:fs";
import os from "node:os";
import { processTree } from "#tooling/server-process.ts";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface Sample {
  at: number;
  machineBusyTicks: number;
  serverTicks: number;
  selfMicros: number;
}

export interface CpuShare {
  /** Percent of the whole machine (all cores = 100). */
  machinePct: number;
  serverPct: number;
  loadGeneratorPct: number;
  otherPct: number;
  cores: number;
}

function machineBusyTicks(): number {
  const line = fs.readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  const [, ...fields] = line.trim().split(/\s+/);
  const n = fields.map(Number);
  // user nice system idle iowait irq softirq steal …
  return (n[0] ?? 0) + (n[1] ?? 0) + (n[2] ?? 0) + (n[5] ?? 0) + (n[6] ?? 0) + (n[7] ?? 0);
}

function processTicks(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command may contain spaces: fields after the closing parenthesis; utime/stime are 14 and 15.
  const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(rest[11]) + Number(rest[12]);
}

/** The server's and its workers' (WEB_CONCURRENCY): the primary's own ticks leave theirs out. */
function serverTicks(pid: number): number {
  return processTree(pid).reduce((sum, p) => {
    try {
      return sum + processTicks(p);
    } catch {
      return sum;
    }
  }, 0);
}

export function startCpuSample(serverPid: number): () => CpuShare | null {
  let start: Sample;
  try {
    start = {
      at: performance.now(),
      machineBusyTicks: machineBusyTicks(),
      serverTicks: serverTicks(serverPid),
      selfMicros: process.cpuUsage().user + process.cpuUsage().system,
    };
  } catch {
    return () => null;
  }
  return () => {
    try {
      const seconds = (performance.now() - start.at) / 1000;
      const cores = os.cpus().length; // /proc/stat counts every CPU
      const capacity = seconds * cores;
      const usage = process.cpuUsage();
      const machine = (machineBusyTicks() - start.machineBusyTicks) / TICKS_PER_SECOND;
      const server = (serverTicks(serverPid) - start.serverTicks) / TICKS_PER_SECOND;
      const self = (usage.user + usage.system - start.selfMicros) / 1e6;
      const pct = (s: number) => Math.round((Math.max(0, s) / capacity) * 1000) / 10;
      return {
        machinePct: pct(machine),
        serverPct: pct(server),
        loadGeneratorPct: pct(self),
        otherPct: pct(machine - server - self),
        cores,
      };
    } catch {
      return null;
    }
  };
}
