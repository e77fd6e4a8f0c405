/**
 * /mi-comercio/promociones/nueva?negocio=<uuid>: the old address of "Nueva promoción" (links in
 * e-mails and bookmarks). Publishing now happens under the business,
 * /mi-comercio/{uuid}/promociones/nueva, whose guard decides who may; this only sends people on:
 * to the named business, to the only business they manage, or to /mi-comercio to pick one.
 */
import { redirect } from "react-router";
import { isUuid } from "#core/uuid.ts";
import { listOwnerBusinesses } from "#server/owner/owner-businesses.ts";
import { requireUser } from "#server/platform/auth/guards.ts";
import type { Route } from "./+types/new-promotion";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const named = new URL(request.url).searchParams.get("negocio")?.trim().toLowerCase() ?? "";
  if (isUuid(named)) return redirect(`/mi-comercio/${named}/promociones/nueva`, 301);
  const own = await listOwnerBusinesses(user.id);
  return redirect(own.length === 1 ? `/mi-comercio/${own[0]?.uuid}/promociones/nueva` : "/mi-comercio");
}
