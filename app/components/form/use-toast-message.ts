import { useEffect, useRef } from "react";
import { toast } from "#app/lib/toast.tsx";
import type { FlashToast } from "#server/platform/http/flash.ts";

export type ToastMessage = FlashToast;

/** Shows an action's (or loader's) toast once per id, however often the page re-renders. */
export function useToastMessage(message: ToastMessage | null | undefined) {
  const shown = useRef(new Set<string>());
  useEffect(() => {
    if (!message || shown.current.has(message.id)) return;
    shown.current.add(message.id);
    toast[message.type](message.title, { id: message.id, description: message.description });
  }, [message]);
}
