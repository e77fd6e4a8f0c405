import { CLIENT_IP_HEADER } from "../auth/auth.ts";

/** Who is making a change, for the audit log: the person and the address their request came from. */
export interface AuditActor {
  id: string;
  ip?: string | null;
}

/** The one way a route names the person acting on a request (an owner, an admin) for `recordAudit`. */
export function auditActor(user: { id: string }, request: Request): AuditActor {
  return { id: user.id, ip: request.headers.get(CLIENT_IP_HEADER) };
}
