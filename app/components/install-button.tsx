import { type ComponentType, useEffect, useState } from "react";

type Props = { compact?: boolean; className?: string };
type View = ComponentType<Props>;

/**
 * "Instalar App" in the top bar (spec §2, §4 "Install"). Most visits never show it, so the button,
 * the install state and the iOS dialog (install-button-view.tsx) load after hydration, outside the
 * page's first download; app/pwa/install-capture.ts keeps an early prompt for them.
 */
export function InstallButton(props: Props) {
  const [View, setView] = useState<View | null>(null);
  useEffect(() => {
    let alive = true;
    import("./install-button-view.tsx").then((module) => alive && setView(() => module.default), console.error);
    return () => {
      alive = false;
    };
  }, []);
  return View ? <View {...props} /> : null;
}
