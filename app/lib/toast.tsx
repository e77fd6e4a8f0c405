/**
 * Toasts (sonner) without sonner in the page's first download: the library and its <Toaster> load
 * right after hydration, and a toast asked for before then waits for the Toaster to be on screen
 * (sonner drops toasts created before its Toaster subscribes). Import `toast` from here, never from
 * "sonner": the one way to show a toast.
 */
import { lazy, Suspense, useEffect, useState } from "react";
// biome-ignore lint/style/noRestrictedImports: the one module that talks to sonner
import type { ExternalToast, ToasterProps } from "sonner";

type Sonner = typeof import("sonner");
type Kind = "success" | "error" | "info" | "message";

let sonner: Promise<Sonner> | undefined;
/**
 * sonner and its stylesheet, as a CSS file of ours: the build takes out the <style> sonner would
 * inject, which the CSP refuses (tooling/sonner-styles.ts).
 */
const loadSonner = () => {
  sonner ??= Promise.all([
    // biome-ignore lint/style/noRestrictedImports: the one module that talks to sonner
    import("sonner"),
    import("sonner/dist/styles.css"),
  ]).then(([module]) => module);
  return sonner;
};

let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

function show(kind: Kind, title: string, options?: ExternalToast) {
  if (typeof window === "undefined") return;
  void Promise.all([loadSonner(), ready]).then(([{ toast }]) => toast[kind](title, options));
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  error: (title: string, options?: ExternalToast) => show("error", title, options),
  info: (title: string, options?: ExternalToast) => show("info", title, options),
  message: (title: string, options?: ExternalToast) => show("message", title, options),
};

const SonnerToaster = lazy(() =>
  loadSonner().then(({ Toaster }) => ({
    default: function ReadyToaster(props: ToasterProps) {
      useEffect(() => markReady(), []);
      return <Toaster {...props} />;
    },
  })),
);

/** The toasts' place on screen; mounts once the page is interactive. */
export function LazyToaster(props: ToasterProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
