/**
 * Inline script for <head>, run before first paint, so a server-rendered page never flashes the wrong
 * theme. It applies the same rule as parseThemePreference + resolveTheme (theme.ts): the preference is
 * the profile's, when the server wrote it on <html data-theme-preference="…"> (a signed-in person: the
 * profile overrides the local value), else the stored value; it must be exactly "light", "dark" or
 * "system", anything else (or unreadable storage) counts as system; system follows
 * matchMedia("(prefers-color-scheme: dark)"). It sets the "dark" class and colorScheme on <html>, all
 * inside try/catch.
 *
 * Usage in the root layout:
 *   <html lang="es-AR" data-theme-preference={user?.themePreference} suppressHydrationWarning>
 *     <head><script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootstrapScript }} /> …
 * With a Content-Security-Policy, allow it by nonce or by THEME_BOOTSTRAP_SCRIPT_SHA256.
 */
import { DARK_CLASS, DARK_MEDIA_QUERY, THEME_PREFERENCE_ATTRIBUTE, THEME_STORAGE_KEY } from "#core/theme.ts";

const q = JSON.stringify;

export const themeBootstrapScript =
  "(function(){try{" +
  "var d=document.documentElement,p=null;" +
  `try{p=d.getAttribute(${q(THEME_PREFERENCE_ATTRIBUTE)})}catch(e){}` +
  'if(p!=="light"&&p!=="dark"&&p!=="system")' +
  `try{p=window.localStorage.getItem(${q(THEME_STORAGE_KEY)})}catch(e){}` +
  'if(p!=="light"&&p!=="dark")p="system";' +
  `var k=p==="dark"||(p==="system"&&typeof window.matchMedia==="function"&&window.matchMedia(${q(DARK_MEDIA_QUERY)}).matches);` +
  `if(k)d.classList.add(${q(DARK_CLASS)});else d.classList.remove(${q(DARK_CLASS)});` +
  'd.style.colorScheme=k?"dark":"light"' +
  "}catch(e){}})();";

/** CSP source for the script above ("'sha256-…'"); a test keeps it in step with the script. */
export const THEME_BOOTSTRAP_SCRIPT_SHA256 = "'sha256-kad/Si5uvdhP+wCMU98BcpM+LdAl3mmRk9GJlJl6VS0='";
