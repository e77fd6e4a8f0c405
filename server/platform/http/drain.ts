/**
 * Closing an HTTP server without dropping anyone. Node's `server.close()` also closes every
 * connection that has no request in flight *as far as Node knows*; under load that includes
 * connections already accepted whose request has not been read yet (the event loop was busy), and
 * those clients get a reset. On SIGTERM, 34 of 49 requests in flight were lost that way.
 *
 * Here the listener keeps accepting for a short grace period after the signal (a connection the
 * kernel has already completed is accepted and served, not reset when the listening socket closes;
 * meanwhile /healthz says "draining" so a load balancer stops sending more), and a connection is closed only when it was seen without a request at two
 * sweeps 50 ms apart *and* still is after the event loop has since polled its sockets twice. The
 * 50 ms alone were not enough: the first sweep runs inside the signal's callback, and when that turn
 * of the loop is long (fifty pages rendering on a busy machine) the second sweep can come before
 * any poll has read the requests of connections accepted in that same turn (CI lost 13 of 50).
 *
 * "Without a request" means without a byte of one: a connection whose request headers are still
 * arriving (the server has read some bytes since its last answer, not yet the blank line that ends
 * them) is not idle until the grace period is over, so its request gets an answer when the rest
 * comes in time (issue 21 §4.6: 25 such connections were closed 50 ms after SIGTERM). So is a
 * connection that has not sent a byte of its first request yet: a client opens one to send a request,
 * and on a busy machine the write can come long after the connect (6 of 50 were reset that way on
 * PGlite). One whose headers never finish, or that never writes, is closed after the grace period
 * like any idle one.
 */
import type { Server } from "node:http";
import net from "node:net";

const SWEEP_MS = 50;
/** How long past the grace period the listener stays open while its backlog keeps yielding connections. */
const BACKLOG_CAP_MS = 5_000;

export interface ConnectionTracker {
  /**
   * Stops accepting after `acceptGraceMs` (at once when no connection is open) and resolves once
   * every connection has ended.
   */
  drain(acceptGraceMs: number): Promise<void>;
}

/** Call right after `listen`: it has to see every connection from the start. */
export function trackConnections(server: Server): ConnectionTracker {
  const idle = new Set<net.Socket>();
  let open = 0;
  let accepted = 0;
  let graceOver = false;
  const seenIdle = new Set<net.Socket>();
  /** Requests whose answer is not finished, per connection (pipelined requests overlap). */
  const inFlight = new Map<net.Socket, number>();
  /** Bytes read from a connection when it last became idle: more since means a request is arriving. */
  const readWhenIdle = new Map<net.Socket, number>();
  // The parser reads from the socket's handle directly (no "data" events), but bytesRead counts it.
  const receiving = (socket: net.Socket) => socket.bytesRead > (readWhenIdle.get(socket) ?? 0);
  /** Connections that have carried a request: a newer one was opened to send one. */
  const served = new WeakSet<net.Socket>();
  /**
   * Idle, and neither in the middle of receiving a request nor just opened and not yet written to
   * (a client on a busy machine may connect and write its request only later): those get until the
   * grace period ends.
   */
  const closable = (socket: net.Socket) =>
    idle.has(socket) && (graceOver || (served.has(socket) && !receiving(socket)));
  server.on("connection", (socket: net.Socket) => {
    open++;
    accepted++;
    idle.add(socket);
    readWhenIdle.set(socket, 0);
    socket.once("close", () => {
      open--;
      idle.delete(socket);
      seenIdle.delete(socket);
      inFlight.delete(socket);
      readWhenIdle.delete(socket);
    });
  });
  server.on("request", (req, res) => {
    const socket = req.socket;
    served.add(socket);
    idle.delete(socket);
    seenIdle.delete(socket);
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    res.once("finish", () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      inFlight.set(socket, left);
      if (left > 0 || socket.destroyed) return;
      idle.add(socket);
      readWhenIdle.set(socket, socket.bytesRead);
    });
  });

  return {
    drain(acceptGraceMs) {
      return new Promise<void>((resolve) => {
        let sweeping: NodeJS.Timeout | undefined;
        const sweep = () => {
          const stale: net.Socket[] = [];
          for (const socket of idle) {
            if (!closable(socket)) seenIdle.delete(socket);
            else if (seenIdle.has(socket)) stale.push(socket);
            else seenIdle.add(socket);
          }
          // Two check phases from here: at least one whole poll phase runs in between, and a request
          // it reads takes its socket out of `idle` (the "request" listener above).
          if (stale.length > 0) {
            setImmediate(() =>
              setImmediate(() => {
                for (const socket of stale) if (closable(socket) && seenIdle.has(socket)) socket.destroy();
              }),
            );
          }
          sweeping = setTimeout(sweep, SWEEP_MS);
        };
        sweep();
        // A quiet server (nobody connected) has nothing in its backlog worth waiting for.
        const grace = server.listening && open > 0 ? acceptGraceMs : 0;
        // From then on a connection still receiving its headers had its chance: it closes like an idle one.
        setTimeout(() => {
          graceOver = true;
        }, grace);
        // Node accepts one connection per turn of the event loop, so with every turn long (pages
        // rendering) connections the kernel completed before the signal wait in the listener's
        // backlog for as many turns; closing it would reset them (CI lost 4-12 of 50 after ten
        // turns). The listener closes from the check phase once a whole turn has accepted nobody:
        // the backlog is empty. A client that keeps connecting cannot hold it open past BACKLOG_CAP_MS.
        const closeOnceBacklogIsEmpty = (capAt = performance.now() + BACKLOG_CAP_MS) => {
          const before = accepted;
          setImmediate(() => {
            if (accepted !== before && performance.now() < capAt) {
              closeOnceBacklogIsEmpty(capAt);
              return;
            }
            // net.Server's close, not http.Server's: the latter would close "idle" connections at once.
            net.Server.prototype.close.call(server, () => {
              clearTimeout(sweeping);
              resolve();
            });
          });
        };
        setTimeout(() => closeOnceBacklogIsEmpty(), grace);
      });
    },
  };
}
