/** Google sign-in is offered only when the deployment configured it. */
import type { Config } from "../config.ts";

export const GOOGLE_PROVIDER_ID = "google";

export function isGoogleEnabled(config: Config): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

/** The claims of Google's ID token that fill a profile (OpenID Connect standard names). */
export interface GoogleIdentity {
  name?: string | null;
  picture?: string | null;
}
