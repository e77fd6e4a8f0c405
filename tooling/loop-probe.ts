/**
 * How long this thread's event loop was really held: a timer ticks every few milliseconds and, for
 * each gap between two ticks, the CPU this thread spent in it is what held the loop. Unlike the
 * wall clock (or monitorEventLoopDelay), it does not count the time the operating system gave the
 * machine's other work, so it means the same on a quiet laptop and on a loaded CI machine. Used by
 * the import's pause test (server/import/import-pause.int.test.ts) and bench/import-pause.ts.
 */
export interface LoopProbe {
  /** The longest hold (ms of this thread's CPU between two ticks) since the last call; starts afresh. */
  take(): number;
  stop(): void;
}

export function startLoopProbe(everyMs = 5): LoopProbe {
  const threadMs = () => {
    const usage = process.threadCpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  let lastCpu = threadMs();
  let held = 0;
  const timer = setInterval(() => {
    const cpu = threadMs();
    held = Math.max(held, cpu - lastCpu);
    lastCpu = cpu;
  }, everyMs);
  return {
    take() {
      const cpu = threadMs();
      const worst = Math.max(held, cpu - lastCpu);
      held = 0;
      lastCpu = cpu;
      return worst;
    },
    stop: () => clearInterval(timer),
  };
}
