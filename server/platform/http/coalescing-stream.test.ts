import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CoalescingStream } from "./coalescing-stream.ts";

function collect(stream: CoalescingStream): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    stream.on("end", () => resolve(chunks));
    stream.on("error", reject);
  });
}

describe("CoalescingStream", () => {
  it("passes on what was written since the last flush as one chunk", async () => {
    const stream = new CoalescingStream();
    const chunks = collect(stream);
    stream.write("<html>");
    stream.write(new TextEncoder().encode("<body>"));
    stream.flush();
    stream.write("</body>");
    stream.write("</html>");
    stream.end();
    expect((await chunks).map(String)).toEqual(["<html><body>", "</body></html>"]);
  });

  it("turns a whole React page into a single chunk", async () => {
    const items = Array.from({ length: 3000 }, (_, i) => createElement("li", { key: i }, `comercio ${i}`));
    const stream = new CoalescingStream();
    const chunks = collect(stream);
    const { pipe } = renderToPipeableStream(createElement("ul", null, items), { onShellReady: () => pipe(stream) });
    const received = await chunks;
    expect(received).toHaveLength(1);
    const html = Buffer.concat(received).toString();
    expect(html.startsWith("<ul>")).toBe(true);
    expect(html).toContain("comercio 2999");
  });
});
