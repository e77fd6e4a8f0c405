/**
 * A TCP proxy in front of PostgreSQL that a test can break: "pass" forwards, "refuse" closes the
 * port and drops every connection (the database went away), "hang" keeps the connections but
 * moves no byte either way until it passes again (a network partition, a frozen server): bytes
 * are held, as the kernel would, and delivered on recovery.
 */
import net from "node:net";

export type ProxyMode = "pass" | "refuse" | "hang";

interface Link {
  client: net.Socket;
  upstream?: net.Socket;
  /** Bytes each way held during a hang, in order. */
  toUpstream: Buffer[];
  toClient: Buffer[];
}

export interface TcpProxy {
  port: number;
  mode(): ProxyMode;
  setMode(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = "pass";
  const links = new Set<Link>();

  const drop = (link: Link) => {
    link.client.destroy();
    link.upstream?.destroy();
    links.delete(link);
  };
  const connectUpstream = (link: Link) => {
    const upstream = net.connect(target.port, target.host);
    link.upstream = upstream;
    upstream.on("data", (chunk: Buffer) => {
      if (mode === "hang") link.toClient.push(chunk);
      else link.client.write(chunk);
    });
    upstream.on("error", () => drop(link));
    upstream.on("close", () => drop(link));
    for (const chunk of link.toUpstream.splice(0)) upstream.write(chunk);
  };

  const server = net.createServer((client) => {
    const link: Link = { client, toUpstream: [], toClient: [] };
    links.add(link);
    client.on("data", (chunk: Buffer) => {
      if (mode === "hang" || !link.upstream) link.toUpstream.push(chunk);
      else link.upstream.write(chunk);
    });
    client.on("error", () => drop(link));
    client.on("close", () => drop(link));
    if (mode === "pass") connectUpstream(link);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    mode: () => mode,
    async setMode(next) {
      const previous = mode;
      mode = next;
      if (next === "refuse") {
        for (const link of [...links]) drop(link);
        if (server.listening) await new Promise((resolve) => server.close(resolve));
      } else if (previous === "refuse") {
        await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
      }
      if (next === "pass") {
        for (const link of links) {
          if (!link.upstream) connectUpstream(link);
          else for (const chunk of link.toUpstream.splice(0)) link.upstream.write(chunk);
          for (const chunk of link.toClient.splice(0)) link.client.write(chunk);
        }
      }
    },
    async close() {
      for (const link of [...links]) drop(link);
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}
