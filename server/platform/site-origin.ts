import { type Config, getConfig } from "./config.ts";

/** Hosts a page may name as its own when PUBLIC_URL is unset (ALLOWED_HOSTS overrides them). */
const DEFAULT_ALLOWED_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** `host:port` with the port spelled out, so `localhost` and `localhost:80` compare equal. */
function hostKey(url: URL): string {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return `${url.hostname}:${port}`;
}

/**
 * The allowed hosts as `hostname:port`: each ALLOWED_HOSTS entry (comma-separated), an entry
 * without a port meaning "on PORT". Default: localhost, 127.0.0.1 and [::1] on PORT.
 */
export function allowedHosts(config: Config = getConfig()): string[] {
  let keys = allowedHostsByConfig.get(config);
  if (!keys) {
    keys = parseAllowedHosts(config);
    allowedHostsByConfig.set(config, keys);
  }
  return keys;
}

/** Parsed once per configuration: siteOrigin runs on every page render. */
const allowedHostsByConfig = new WeakMap<Config, string[]>();

function parseAllowedHosts(config: Config): string[] {
  const entries = config.ALLOWED_HOSTS ?? DEFAULT_ALLOWED_HOSTS;
  const keys: string[] = [];
  for (const entry of entries) {
    const withPort = /(\]|^[^:]*):\d+$/.test(entry) ? entry : `${entry}:${config.PORT}`;
    try {
      keys.push(hostKey(new URL(`http://${withPort}`)));
    } catch {
      // config.ts refuses malformed entries at start; nothing to add here.
    }
  }
  return keys;
}

/** Where pages point when a request's own host is not one we answer to. */
export function defaultOrigin(config: Config = getConfig()): string {
  return `http://localhost:${config.PORT}`;
}

/**
 * The public origin for canonical URLs, Open Graph tags, sitemaps, feeds and e-mail: PUBLIC_URL when
 * set; else the request's own origin only when its host is allowed (ALLOWED_HOSTS); else the default
 * origin. A Host header is whatever the client typed: echoing it would let anyone put their own site
 * into pages that caches and crawlers keep (Host header poisoning).
 */
export function siteOrigin(request: Request | string): string {
  const config = getConfig();
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  let url: URL;
  try {
    url = new URL(typeof request === "string" ? request : request.url);
  } catch {
    return defaultOrigin(config);
  }
  if ((url.protocol === "http:" || url.protocol === "https:") && allowedHosts(config).includes(hostKey(url))) {
    return url.origin;
  }
  return defaultOrigin(config);
}
