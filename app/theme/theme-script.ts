/**
 * Inline script for <head>, run before first paint, so a server-rendered page never flashes the wrong
 * theme. It applies the same rule as parseThemePreference + resolveTheme (theme.ts): the stored value
 * must be exactly "light", "dark" or "system", anything else (or unreadable storage) counts as system;
 * system follows matchMedia("(prefers-color-scheme: dark)"). It sets the "dark" class and colorScheme
 * on <html>, all inside try/catch.
 *
 * Usage in the root layout:
 *   <html lang="es-AR" suppressHydrationWarning>  (the class is set before React hydrates)
 *     <head><script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootstrapScript }} /> …
 * With a Content-Security-Policy, allow it by nonce or by THEME_BOOTSTRAP_SCRIPT_SHA256.
 */
import { DARK_CLASS, DARK_MEDIA_QUERY, THEME_STORAGE_KEY } from "./theme.ts";

const q = JSON.stringify;

export const themeBootstrapScript =
  "(function(){try{" +
  "var d=document.documentElement,p=null;" +
  `try{p=window.localStorage.getItem(${q(THEME_STORAGE_KEY)})}catch(e){}` +
  'if(p!=="light"&&p!=="dark")p="system";' +
  `var k=p==="dark"||(p==="system"&&typeof window.matchMedia==="function"&&window.matchMedia(${q(DARK_MEDIA_QUERY)}).matches);` +
  `if(k)d.classList.add(${q(DARK_CLASS)});else d.classList.remove(${q(DARK_CLASS)});` +
  'd.style.colorScheme=k?"dark":"light"' +
  "}catch(e){}})();";

/** CSP source for the script above ("'sha256-…'"); a test keeps it in step with the script. */
export const THEME_BOOTSTRAP_SCRIPT_SHA256 = "'sha256-jcyGmBoKuzYVE/EzAaLCZ8WPzQybPGjFp+4w6eu094M='";
