/**
 * GET /profile/mis-datos.json: "Descargar mis datos". The signed-in person's data as one JSON file
 * (server/profile/export-account.ts), as a download that no cache keeps. Signed out → /auth.
 */
import { CLIENT_IP_HEADER } from "#server/platform/auth/auth.ts";
import { requireUser } from "#server/platform/auth/guards.ts";
import { accountDataDownload } from "#server/profile/export-account.ts";
import type { Route } from "./+types/my-data";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const download = await accountDataDownload(user, request.headers.get(CLIENT_IP_HEADER));
  if (!download.ok) {
    return new Response(download.message, {
      status: download.status,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
        ...(download.retryAfter ? { "Retry-After": String(download.retryAfter) } : {}),
      },
    });
  }
  return new Response(download.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${download.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
