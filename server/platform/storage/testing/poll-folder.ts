/**
 * For tests of files written for another reader: a reader on its own thread (like a mail pick-up or
 * the browser suite in another process) lists and reads a folder over and over while the test
 * writes, and counts every file it found incomplete. It must run on another thread: a reader on the
 * writer's event loop takes turns with the writes and almost never lands between open and write.
 */
import { Worker } from "node:worker_threads";

const READER = `
const { parentPort, workerData } = require("node:worker_threads");
const fs = require("node:fs");
const path = require("node:path");
let stop = false;
parentPort.on("message", () => { stop = true; });
const partial = [];
const sizes = [];
let reads = 0;
(async () => {
  while (!stop) {
    let names = [];
    try { names = fs.readdirSync(workerData.dir); } catch {}
    const writing = names.some((name) => name.startsWith(".") && name.endsWith(".tmp"));
    sizes.push({ done: names.filter((name) => name.endsWith(workerData.suffix) && !name.startsWith(".")).length, writing });
    for (const name of names) {
      // The writer's temporary names, as isTemporaryName() in write-file-atomic.ts.
      if (name.startsWith(".") && name.endsWith(".tmp")) continue;
      if (!name.endsWith(workerData.suffix)) continue;
      let text;
      try { text = fs.readFileSync(path.join(workerData.dir, name), "utf8"); } catch { continue; }
      reads++;
      try {
        if (!(workerData.completeKey in JSON.parse(text))) partial.push(name);
      } catch {
        partial.push(name);
      }
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  // Passes made while the writer was busy (a temporary file there, or fewer files than at the end):
  // proof the reader raced the writes.
  const last = sizes.length ? sizes[sizes.length - 1].done : 0;
  const racing = sizes.filter((pass) => pass.writing || (pass.done > 0 && pass.done < last)).length;
  parentPort.postMessage({ partial, reads, racing });
})();`;

export interface PollResult {
  partial: string[];
  reads: number;
  racing: number;
}

export interface FolderPoll {
  /**
   * Stops the reader and answers the files it saw incomplete, how many reads it made, and how many
   * of its passes happened while files were still being written (more than none means it raced the
   * writes; a count of reads would depend on the machine's speed).
   */
  stop(): Promise<PollResult>;
}

/** Starts a reader of the JSON files ending in `suffix`; a file counts as whole when it parses and has `completeKey`. */
export async function pollFolder(dir: string, options: { suffix?: string; completeKey: string }): Promise<FolderPoll> {
  const worker = new Worker(READER, {
    eval: true,
    workerData: { dir, suffix: options.suffix ?? ".json", completeKey: options.completeKey },
  });
  await new Promise((resolve) => worker.once("online", resolve));
  return {
    async stop() {
      const result = new Promise<PollResult>((resolve) => worker.once("message", resolve));
      worker.postMessage("stop");
      const answer = await result;
      await worker.terminate();
      return answer;
    },
  };
}
