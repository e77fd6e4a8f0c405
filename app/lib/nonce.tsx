/**
 * The per-request Content-Security-Policy nonce: the server puts it on every inline script it
 * renders (React Router's, the theme bootstrap). In the browser it is empty: scripts React adds
 * later are modules loaded from our own origin, which 'self' allows.
 */
import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
