/**
 * The per-request Content-Security-Policy nonce: the server puts it on every inline script and
 * <style> it renders (React Router's scripts, the theme bootstrap, the page's colour rules in
 * root.tsx). In the browser it is the nonce this document was served with: an element React has to
 * create there (should hydration ever fall back to rendering from scratch) is checked against the
 * document's policy, so it carries the same nonce. Scripts React adds later are modules from our own
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
