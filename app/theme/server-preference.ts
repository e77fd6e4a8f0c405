/**
 * When the profile's theme (the root loader's user.themePreference) must be applied in this window.
 *
 * The profile overrides the local value (spec §4) when it is LOADED: on the first page of a visit
 * and whenever a reload brings a different value. It must not be re-applied just because another
 * component mounts with the same, possibly stale, loader data: after the toggle saved "dark" through
 * fetch, the root loader may still say "system" until something revalidates it, and re-applying that
 * would undo the person's choice. So the gate remembers the last value it saw, for the whole window.
 * Signing out (null) forgets it, so signing in again applies the profile again.
 */
import { parseThemePreference, type ThemePreference } from "#core/theme.ts";

export interface ServerPreferenceGate {
  /**
   * undefined: this caller knows nothing about the profile (ignored); null: signed out (forget);
   * a value: answers the preference to apply when it differs from the last one seen, else null.
   */
  observe(value: string | null | undefined): ThemePreference | null;
}

export function createServerPreferenceGate(): ServerPreferenceGate {
  let lastSeen: string | null = null;
  return {
    observe(value) {
      if (value === undefined) return null;
      if (value === null) {
        lastSeen = null;
        return null;
      }
      if (value === lastSeen) return null;
      lastSeen = value;
      return parseThemePreference(value);
    },
  };
}
