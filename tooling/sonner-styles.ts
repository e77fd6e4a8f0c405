/**
 * A Vite plugin that takes out the <style> sonner (the toasts) appends to the page when its module
 * loads: that element carries no nonce, so the production CSP (no 'unsafe-inline' in style-src)
 * refuses it and reports a violation. The same rules come from sonner's own CSS file, which
 * app/lib/toast.tsx loads beside the library as a stylesheet of ours (a <link> from 'self'); the
 * browser chunk also loses the ~17 KB string. The build fails if the call is not found exactly once:
 * a new sonner that injects its styles differently must be looked at, not shipped.
 * Builds only: the dev server allows inline styles (Vite injects its own).
 */
import type { Plugin } from "vite";

/** sonner's ES build, as Vite resolves `import("sonner")` for the browser. */
const SONNER_MODULE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/;
/** The statement that injects the stylesheet: one call with one string literal, on a line of its own. */
const INSERT_CSS_CALL = /^__insertCSS\("(?:[^"\\]|\\.)*"\);?$/gm;

/** sonner's module without its style injection; throws when the call is not there exactly once. */
export function withoutInjectedStyles(code: string): string {
  const calls = code.match(INSERT_CSS_CALL) ?? [];
  if (calls.length !== 1) {
    throw new Error(
      `sonner: esperaba una llamada a __insertCSS y encontré ${calls.length}; revisá cómo inyecta sus estilos esta versión`,
    );
  }
  return code.replace(INSERT_CSS_CALL, "");
}

export function sonnerStyles(): Plugin {
  return {
    name: "vilma:sonner-styles",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    transform: {
      filter: { id: SONNER_MODULE },
      handler(code) {
        try {
          return { code: withoutInjectedStyles(code), map: null };
        } catch (error) {
          this.error(error as Error);
        }
      },
    },
  };
}
