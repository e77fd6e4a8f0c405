/**
 * zod, as the whole product imports it. In the browser zod must not probe for `new Function` (its
 * JIT for object schemas): our CSP has no 'unsafe-eval', and the refused probe is reported as a
 * violation on every page with a form. The flag has to be set before any schema is defined, so
 * every module takes zod from here (Biome refuses a direct import) and this body runs first.
 * The server keeps the JIT.
 */
import { config } from "zod/v4/core";

if (typeof document !== "undefined") config({ jitless: true });

// biome-ignore lint/style/noRestrictedImports: the one module that imports zod itself
export * from "zod";
