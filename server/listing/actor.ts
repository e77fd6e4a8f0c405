import { CLIENT_IP_HEADER } from "../auth/auth.ts";

/** Who is changing a listing, for the audit log: the person and the address their request came from. */
export interface ListingActor {
  id: string;
  ip?: string | null;
}

export function listingActor(user: { id: string }, request: Request): ListingActor {
  return { id: user.id, ip: request.headers.get(CLIENT_IP_HEADER) };
}
