/**
 * Cache invalidation across instances (decision 8). Every instance keeps its own public caches
 * (ttl-cache.ts); when one of them changes something public, `clearPublicCaches()` empties its own
 * at once and publishes one message here; every other instance empties its caches on receipt,
 * without publishing again. The channel is Redis pub/sub when REDIS_URL is set, else PostgreSQL's
 * LISTEN/NOTIFY on one dedicated connection; the embedded database is one process, with nothing
 * to tell.
 *
 * A listener that loses its connection may miss a message: when it is back it empties every cache
 * (and logs it), so an instance is never stale for longer than the outage. A lost connection never
 * ends the process: it reconnects, with growing pauses, until it is closed.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import pg from "pg";
import { logger } from "../logger.ts";
import { clearLocalPublicCaches, setPublicCacheBroadcast } from "./ttl-cache.ts";

/** The channel's name, in Redis and in PostgreSQL (an identifier: lowercase, no quotes needed). */
export const INVALIDATION_CHANNEL = "vilma_public_caches";

/** How long a writer waits for the message to leave before it gives up (and logs). */
export const PUBLISH_TIMEOUT_MS = 1_000;

/** Between reconnection attempts of a listener: from the first pause, doubling up to the last. */
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/** The PostgreSQL listener checks its connection this often (a silently dropped socket never errors). */
const HEARTBEAT_MS = 15_000;

export interface CacheInvalidation {
  kind: "redis" | "postgres" | "none";
  /** This instance's name in the messages (its own are ignored). */
  instanceId: string;
  /** The listening connection's name (Redis CLIENT SETNAME, PostgreSQL application_name). */
  listenerName: string;
  /** Tells the other instances (what clearPublicCaches does after emptying this one's); never rejects. */
  announce(): Promise<void>;
  /** Resolves once the listener is subscribed (tests). */
  ready(): Promise<void>;
  /** Stops listening and publishing (server.ts's drain). */
  close(): Promise<void>;
}

export interface InvalidationOptions {
  redisUrl?: string;
  /** PostgreSQL's URL; without it (and without Redis) there is no other instance to tell. */
  databaseUrl?: string;
  /** What an instance does on a message (tests count them); defaults to emptying its caches. */
  onInvalidate?: () => void;
  /** Installs the broadcast for clearPublicCaches (the default); false for a second channel in a test. */
  install?: boolean;
}

/**
 * Opens the channel that the configuration asks for and makes `clearPublicCaches()` publish on it.
 * Never throws for a channel that is down: it logs and keeps trying.
 */
export function startCacheInvalidation(options: InvalidationOptions): CacheInvalidation {
  const instanceId = randomUUID();
  const onInvalidate = options.onInvalidate ?? clearLocalPublicCaches;
  const receive = (message: string) => {
    if (message === instanceId) return;
    onInvalidate();
  };
  // The listener's name in CLIENT LIST / pg_stat_activity: an operator (or a test) can find it.
  const name = `vilma-cache-${instanceId.slice(0, 8)}`;
  const channel = options.redisUrl
    ? redisChannel(options.redisUrl, name, receive, onInvalidate)
    : options.databaseUrl
      ? postgresChannel(options.databaseUrl, name, receive, onInvalidate)
      : null;
  if (!channel) {
    const nothing = () => Promise.resolve();
    return { kind: "none", instanceId, listenerName: name, announce: nothing, ready: nothing, close: nothing };
  }

  const broadcast = () =>
    withTimeout(channel.publish(instanceId), PUBLISH_TIMEOUT_MS).catch((error: unknown) => {
      logger.error(
        { err: error, channel: channel.kind },
        "no se pudo avisar a las otras instancias que vacíen sus cachés (lo verán al vencer su TTL)",
      );
    });
  if (options.install !== false) setPublicCacheBroadcast(broadcast);
  return {
    kind: channel.kind,
    instanceId,
    listenerName: name,
    announce: broadcast,
    ready: channel.ready,
    async close() {
      if (options.install !== false) setPublicCacheBroadcast(undefined);
      await channel.close();
    },
  };
}

interface Channel {
  kind: "redis" | "postgres";
  publish(message: string): Promise<void>;
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** After a listener came back: whatever was published meanwhile is lost, so everything goes. */
function recovered(kind: string, onInvalidate: () => void): void {
  onInvalidate();
  logger.warn(
    { channel: kind },
    "la conexión que escucha los cambios de otras instancias volvió: se vaciaron las cachés de esta instancia por si se perdió un aviso",
  );
}

function redisChannel(
  url: string,
  name: string,
  receive: (message: string) => void,
  onInvalidate: () => void,
): Channel {
  const retryStrategy = (attempt: number) => Math.min(RECONNECT_MIN_MS * 2 ** Math.min(attempt, 10), RECONNECT_MAX_MS);
  // The publisher fails fast while Redis is away (no queue of messages that would arrive late).
  const publisher = new Redis(url, {
    retryStrategy,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
  });
  // A subscribed connection can only listen; ioredis re-subscribes by itself after a reconnect.
  const subscriber = new Redis(url, {
    retryStrategy,
    maxRetriesPerRequest: null,
    connectTimeout: 2_000,
    connectionName: name,
  });
  let lastError = "";
  const onError = (role: string) => (error: Error) => {
    // ioredis reports every failed reconnection: log each different failure once.
    if (error.message === lastError) return;
    lastError = error.message;
    logger.error({ err: error, role }, "Redis (invalidación de cachés): error de conexión");
  };
  publisher.on("error", onError("publicador"));
  subscriber.on("error", onError("suscriptor"));
  let subscribedOnce = false;
  let resolveReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });
  subscriber.on("ready", () => {
    lastError = "";
    // ioredis subscribes again after "ready"; wait for it before saying the listener is back.
    void subscriber.subscribe(INVALIDATION_CHANNEL).then(
      () => {
        if (subscribedOnce) recovered("redis", onInvalidate);
        subscribedOnce = true;
        resolveReady();
      },
      (error: unknown) => logger.error({ err: error }, "Redis (invalidación de cachés): no se pudo suscribir"),
    );
  });
  subscriber.on("message", (subscribed: string, message: string) => {
    if (subscribed === INVALIDATION_CHANNEL) receive(message);
  });
  return {
    kind: "redis",
    async publish(message) {
      await publisher.publish(INVALIDATION_CHANNEL, message);
    },
    ready: () => ready,
    async close() {
      await Promise.all(
        [subscriber, publisher].map((connection) =>
          connection.quit().then(
            () => undefined,
            () => connection.disconnect(),
          ),
        ),
      );
    },
  };
}

function postgresChannel(
  url: string,
  name: string,
  receive: (message: string) => void,
  onInvalidate: () => void,
): Channel {
  let closed = false;
  let client: pg.Client | undefined;
  let connectedOnce = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let resolveReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });
  // Messages go out through a small pool of their own: the app's pool may be busy with requests.
  const publisher = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 2_000, keepAlive: true });
  publisher.on("error", () => {
    // An idle publishing connection dropped: the pool opens another on the next message.
  });

  const lost = (current: pg.Client, error?: Error) => {
    if (client !== current) return;
    client = undefined;
    clearInterval(heartbeat);
    current.removeAllListeners("notification");
    current.end().catch(() => undefined);
    if (closed) return;
    if (failures === 0) {
      logger.error(
        { err: error },
        "PostgreSQL (invalidación de cachés): se perdió la conexión que escucha a las otras instancias; reconectando",
      );
    }
    scheduleConnect();
  };

  const scheduleConnect = () => {
    const wait = Math.min(RECONNECT_MIN_MS * 2 ** Math.min(failures, 10), RECONNECT_MAX_MS);
    failures++;
    retry = setTimeout(() => void connect(), wait);
    retry.unref();
  };

  const connect = async () => {
    if (closed) return;
    const current = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      application_name: name,
    });
    // Never an unhandled 'error' event: a dropped listener is reconnected, not fatal.
    current.on("error", (error) => lost(current, error));
    current.on("end", () => lost(current));
    current.on("notification", (notification) => {
      if (notification.channel === INVALIDATION_CHANNEL) receive(notification.payload ?? "");
    });
    client = current;
    try {
      await current.connect();
      await current.query(`LISTEN ${INVALIDATION_CHANNEL}`);
    } catch (error) {
      if (client === current) {
        if (failures === 0) {
          logger.error({ err: error }, "PostgreSQL (invalidación de cachés): no se pudo escuchar; reintentando");
        }
        client = undefined;
        current.removeAllListeners();
        current.on("error", () => undefined);
        current.end().catch(() => undefined);
        if (!closed) scheduleConnect();
      }
      return;
    }
    if (closed || client !== current) {
      await current.end().catch(() => undefined);
      return;
    }
    if (connectedOnce) recovered("postgres", onInvalidate);
    connectedOnce = true;
    failures = 0;
    resolveReady();
    heartbeat = setInterval(() => {
      current.query({ text: "select 1", query_timeout: 5_000 } as pg.QueryConfig).catch((error: Error) => {
        lost(current, error);
      });
    }, HEARTBEAT_MS);
    heartbeat.unref();
  };
  void connect();

  return {
    kind: "postgres",
    async publish(message) {
      await publisher.query("select pg_notify($1, $2)", [INVALIDATION_CHANNEL, message]);
    },
    ready: () => ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const current = client;
      client = undefined;
      await Promise.all([current?.end().catch(() => undefined), publisher.end().catch(() => undefined)]);
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sin respuesta en ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
