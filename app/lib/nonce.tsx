/**
 * The per-request Content-Security-Policy nonce: the server puts it on every inline script and
 * <style> it renders (React Router's scripts, the theme bootstrap, a page's colour rules).
 * In the browser it is the nonce this document was served with: an element React creates after a
 * client-side navigation (a page's colour rules) is checked against the policy that came with the
 * document, so it must carry the same nonce. Scripts React adds later are modules from our own
 * origin, which 'self' allows.
 */
import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(documentNonce());

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

/**
 * The nonce of the document's inline scripts (the theme bootstrap always has one). Browsers hide it
 * from the attribute once parsed (`nonce=""`), not from the element's `nonce` property.
 */
function documentNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}
