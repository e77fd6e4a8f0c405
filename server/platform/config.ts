import path from "node:path";
import { z } from "#core/zod.ts";

/** Every environment variable the app reads, validated once. Documented in .env.example. */
/** An empty variable (`DATABASE_URL=`) means "not set". */
const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional());

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalUrl,
    PUBLIC_URL: optionalUrl,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SEED_DEMO: z.enum(["auto", "true", "false"]).default("auto"),
    /** Signs session cookies and tokens. Required in production; elsewhere one is made and kept in DATA_DIR. */
    AUTH_SECRET: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(32).optional()),
    /** smtp(s)://user:pass@host:port — without it, e-mail is written to DATA_DIR/mail. */
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default("Vilma <no-responder@vilma.com.ar>"),
    /** Google sign-in appears only when both are set. */
    GOOGLE_CLIENT_ID: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
    GOOGLE_CLIENT_SECRET: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
    /** Google's OpenID discovery document; tests point it at a local OpenID Connect server. */
    GOOGLE_DISCOVERY_URL: z.string().url().default("https://accounts.google.com/.well-known/openid-configuration"),
    /** Mercado Pago subscriptions (preapproval) are offered only when both are set. */
    MERCADOPAGO_ACCESS_TOKEN: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
    MERCADOPAGO_WEBHOOK_SECRET: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
    /** Mercado Pago's API; tests point it at the stand-in (tests/mercadopago/server.ts). */
    MERCADOPAGO_API_URL: z.string().url().default("https://api.mercadopago.com"),
    /**
     * Where the analytics tools' scripts load from (gtag.js, gtm.js, fbevents.js) instead of
     * www.googletagmanager.com and connect.facebook.net; tests point it at tests/analytics/server.ts.
     */
    ANALYTICS_SCRIPT_ORIGIN: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .url()
        .transform((v) => new URL(v).origin)
        .optional(),
    ),
    /**
     * The map's tiles: an http(s) URL template with {z}, {x} and {y} (and optionally {s}, {r}). The
     * CSP's img-src allows its origin (server/platform/http/csp.ts). Tests point it at tests/tiles/server.ts.
     */
    MAP_TILE_URL: z
      .string()
      .regex(
        /^https?:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}\S*$/,
        "una URL http(s) con {z}, {x} e {y}, como https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      )
      .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
    /** The tiles' attribution, as HTML (the tile provider's terms ask for it on every map). */
    MAP_TILE_ATTRIBUTION: z
      .string()
      .min(1)
      .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'),
    /**
     * An OSRM-compatible routing server for walking distances (/route/v1/foot, /table/v1/foot). Without
     * it the app estimates them (core/geo.ts); tests use tests/routing/server.ts.
     */
    ROUTING_URL: optionalUrl,
    /** How long one routing request may take before the estimate is used instead. */
    ROUTING_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
    /**
     * A Nominatim-compatible geocoder (GET {GEOCODER_URL}/search?q=…&format=jsonv2): an address typed
     * in "Sumá tu comercio", the admin's "Buscar en el mapa" and an import's rows without coordinates
     * become a pin. Without it the pin starts at the city's centre. Tests use tests/geocoder/server.ts.
     */
    GEOCODER_URL: optionalUrl,
    /** How long one geocoding request may take before the address counts as not reachable. */
    GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).default(4_000),
    /** Lookups at once while an import's dry run locates its rows (public Nominatim asks for 1). */
    GEOCODER_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(2),
    /**
     * The magazine's article generator (/admin/magazine/ai-generator): an OpenAI-compatible Chat
     * Completions API (POST {AI_API_URL}/chat/completions with a bearer AI_API_KEY). Without both the
     * page says it is not configured. Tests use tests/ai/server.ts.
     */
    AI_API_URL: optionalUrl,
    AI_API_KEY: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
    AI_MODEL: z.string().min(1).default("gpt-4o-mini"),
    /** How long one generation may take before the page says so (and saves nothing). */
    AI_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(60_000),
    /** Test-only endpoints (moving the billing clock) for the browser tests; never set it in production. */
    E2E_TEST_HOOKS: z.enum(["true", "false"]).default("false"),
    /**
     * Express "trust proxy": which hops may set X-Forwarded-For (the client IP for rate limits). None
     * unless configured: trusting loopback by default let any process on the host pick its address.
     */
    TRUST_PROXY: z.string().default("false"),
    /** Sign-in / sign-up attempts allowed per IP and per account in one window (RATE_LIMIT_WINDOW_S). */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(60),
    /**
     * Without PUBLIC_URL: the hosts (host or host:port, comma-separated; no port = on PORT) whose
     * requests may name themselves as the site's origin. Any other Host gets http://localhost:PORT.
     */
    ALLOWED_HOSTS: z.preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? v.split(",").map((h) => h.trim().toLowerCase()) : undefined),
      z
        .array(
          z.string().regex(/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/, "host o host:puerto, separados por comas"),
        )
        .optional(),
    ),
    /** PostgreSQL: opening a connection (and waiting for a free one in the pool). */
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
    /** PostgreSQL: the longest one statement may run (statement_timeout). */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** PostgreSQL: a transaction left open and idle is ended after this long. */
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    /** On SIGTERM/SIGINT: how long requests in flight may take before the process gives up (exit 1). */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(25_000),
    /**
     * On SIGTERM/SIGINT: how long the server still accepts connections (answering /healthz 503) before
     * it closes its listener; connections the kernel had completed are served instead of reset.
     */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(1_000),
    /**
     * Processes serving HTTP on PostgreSQL (server/platform/http/workers.ts); one per core when unset.
     * The embedded database lives inside its one process: there it is always 1.
     */
    WEB_CONCURRENCY: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).optional()),
    /**
     * How long an idle kept-alive connection stays open (Node's server.keepAliveTimeout; its
     * headersTimeout is one second more). Behind a reverse proxy that reuses connections, set it above
     * the proxy's idle timeout (nginx's upstream keepalive_timeout is 60 s): the proxy must be the one
     * that closes, or a request it sends as the app closes gets a 502.
     */
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(5_000),
    /**
     * How long /ofertas reuses its counts and first pages. Writers empty the cache at once; this only
     * bounds how late a promotion that starts or ends by the clock, or a new click count, shows.
     */
    OFFERS_CACHE_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),
    /**
     * Several instances: when set, the instances tell each other to empty their public caches over
     * Redis pub/sub (server/platform/cache/invalidation.ts); without it, over PostgreSQL's LISTEN/NOTIFY.
     */
    REDIS_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .regex(/^rediss?:\/\/\S+$/, "una URL redis:// o rediss://, como redis://127.0.0.1:6379")
        .refine((v) => URL.canParse(v), "una URL redis:// o rediss://, como redis://127.0.0.1:6379")
        .optional(),
    ),
    /**
     * Uploaded files in an S3-compatible bucket (path-style requests, signed with SigV4) instead of
     * DATA_DIR: all five or none. Public files are objects under public/, private ones under private/.
     */
    S3_BUCKET: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "un nombre de bucket: minúsculas, números, puntos y guiones")
        .optional(),
    ),
    S3_ENDPOINT: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .regex(/^https?:\/\/[^/\s]+\/?$/, "el origen del servicio, como https://s3.us-east-1.amazonaws.com (sin ruta)")
        .transform((v) => new URL(v).origin)
        .optional(),
    ),
    S3_REGION: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(1).optional()),
    S3_ACCESS_KEY_ID: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(1).optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(1).optional()),
    /**
     * Where browsers load public files from (a CDN or the bucket's public/ folder): each file is
     * S3_PUBLIC_URL/key, and the CSP's img-src allows its origin. Without it the app serves
     * /uploads/* from the bucket.
     */
    S3_PUBLIC_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .regex(/^https?:\/\/[^/\s]+(\/\S*)?$/, "una URL http(s), como https://cdn.ejemplo.com.ar/subidas")
        .transform((v) => v.replace(/\/+$/, ""))
        .optional(),
    ),
  })
  .superRefine((env, context) => {
    const s3 = ["S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
    const set = s3.filter((name) => env[name] !== undefined);
    if (set.length === 0) {
      if (env.S3_PUBLIC_URL !== undefined) {
        context.addIssue({
          code: "custom",
          path: ["S3_PUBLIC_URL"],
          message: "sólo sirve junto con las variables S3_*",
        });
      }
      return;
    }
    for (const name of s3) {
      if (env[name] === undefined) {
        context.addIssue({
          code: "custom",
          path: [name],
          message: `falta (${s3.slice(0, -1).join(", ")} y ${s3.at(-1)} van todas juntas; sin ninguna, los archivos quedan en DATA_DIR)`,
        });
      }
    }
  });

export type Config = z.infer<typeof EnvSchema> & { dataDir: string };

/**
 * A configuration the app cannot run with. Its message names each variable and says what to do;
 * the server prints it and stops before listening, without a stack trace.
 */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

let cached: Config | undefined;

export function getConfig(env: NodeJS.ProcessEnv = process.env): Config {
  if (cached && env === process.env) return cached;
  // Zod's Spanish messages: whoever starts the server reads them.
  const parsed = EnvSchema.safeParse(env, { error: z.locales.es().localeError });
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((i) => {
        const name = i.path.join(".");
        // Secrets and URLs (which may carry a password) are named, never echoed.
        const shown = /SECRET|URL/.test(name) ? "" : `=${JSON.stringify(env[name] ?? "")}`;
        return `  - ${name}${shown}: ${i.message}`;
      })
      .join("\n");
    throw new ConfigError(
      `Configuración inválida:\n${problems}\nCorregí esas variables de entorno (están descriptas en .env.example) y volvé a iniciar.`,
    );
  }
  const config = { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
  if (env === process.env) cached = config;
  return config;
}

/** The log level even when the rest of the configuration is invalid, so that error can be logged. */
export function logLevelOf(env: NodeJS.ProcessEnv = process.env): string {
  const parsed = EnvSchema.shape.LOG_LEVEL.safeParse(env.LOG_LEVEL);
  const level = parsed.success ? parsed.data : "info";
  return env.NODE_ENV === "test" ? "warn" : level;
}

/** Demo data goes into an empty database unless this is a production start on PostgreSQL. */
export function shouldSeedDemo(config: Config): boolean {
  if (config.SEED_DEMO !== "auto") return config.SEED_DEMO === "true";
  return !(config.NODE_ENV === "production" && config.DATABASE_URL);
}
