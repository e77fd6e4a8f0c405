/** A toast an action hands to the page (sonner shows it; the page also prints it inline without JS). */
import type { FlashToast } from "#server/platform/http/flash.ts";

export function toastMessage(type: FlashToast["type"], title: string, description?: string): FlashToast {
  // A fresh id per answer: the same error twice in a row is shown twice.
  return { id: crypto.randomUUID(), type, title, description };
}
