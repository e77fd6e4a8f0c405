/**
 * A change that may bring a newly stored picture and replace an old one (a brand's or a bank's logo):
 * the new file is deleted when the change throws or refuses (nothing points at it), and the picture
 * it replaced only once the change committed (`drop(url)` names it from inside the transaction).
 */
import { deleteStoredImage } from "./stored-image.ts";

export async function withNewImage<T extends { ok: boolean }>(
  newUrl: string | null,
  change: (drop: (replaced: string | null) => void) => Promise<T>,
): Promise<T> {
  let dropped: string | null = null;
  let outcome: T;
  try {
    outcome = await change((replaced) => {
      dropped = replaced;
    });
  } catch (error) {
    await deleteStoredImage(newUrl);
    throw error;
  }
  if (!outcome.ok) {
    await deleteStoredImage(newUrl);
    return outcome;
  }
  await deleteStoredImage(dropped);
  return outcome;
}
