/**
 * The signed-in person behind a request, or null for a visitor.
 *
 * Accounts don't exist yet: this always answers null. Issue 4 (accounts) will fill it from the session
 * cookie; pages that adapt to a signed-in person (e.g. /pricing's call to action) already ask here.
 */
export async function getOptionalUser(_request: Request): Promise<{ id: string } | null> {
  return null;
}
