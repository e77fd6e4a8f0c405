/**
 * The admin's people screens (/admin/users and a person's detail): the list's sorts and filters,
 * the Spanish names of roles and states, and the forms (role, ban, owned businesses, bulk).
 */
import { parseSubmission } from "./forms.ts";
import { defineList, type ListParams } from "./list-params.ts";
import { isUuid } from "./uuid.ts";
import { z } from "./zod.ts";

export const USER_ROLES = ["user", "business_owner", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_STATES = ["active", "banned", "unconfirmed"] as const;
export type UserState = (typeof USER_STATES)[number];

export const USER_ROLE_LABELS: Record<UserRole, string> = {
  user: "Vecino",
  business_owner: "Dueño de comercio",
  admin: "Administración",
};
export const USER_STATE_LABELS: Record<UserState, string> = {
  active: "Activa",
  banned: "Suspendida",
  unconfirmed: "Sin confirmar el email",
};

export const USERS_LIST = defineList({
  sorts: { created: "desc", name: "asc" },
  defaultSort: "created",
  filters: { role: { values: USER_ROLES }, state: { values: USER_STATES } },
});
export type UsersListParams = ListParams<keyof typeof USERS_LIST.sorts, "role" | "state">;

/** A banned account, else one whose e-mail is not confirmed, else active. */
export function userState(user: { banned: boolean; emailVerified: boolean }): UserState {
  if (user.banned) return "banned";
  return user.emailVerified ? "active" : "unconfirmed";
}

export const BAN_REASON_MAX = 500;

const REASON_REQUIRED = "Escribí el motivo: la persona lo ve al intentar entrar.";
const reason = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z
    .string({ error: REASON_REQUIRED })
    .min(1, REASON_REQUIRED)
    .max(BAN_REASON_MAX, `El motivo no puede tener más de ${BAN_REASON_MAX} caracteres.`),
);

/** The detail's forms, told apart by `intent`. */
export const userActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("role"),
    role: z.enum(USER_ROLES, { error: "Elegí un rol." }),
  }),
  z.object({ intent: z.literal("ban"), reason }),
  z.object({ intent: z.literal("unban") }),
  z.object({
    intent: z.literal("owner-add"),
    businessUuid: z.string({ error: "Elegí un comercio." }).refine(isUuid, "Elegí un comercio de la lista."),
  }),
  z.object({
    intent: z.literal("owner-remove"),
    businessUuid: z.string().refine(isUuid, "El comercio no es válido."),
  }),
]);
export type UserAction = z.output<typeof userActionSchema>;

/** The list's bulk bar: ban (with one reason for all) or unban the ticked people. */
export function usersBulkSchema(maxIds: number) {
  const ids = z
    .array(z.string().min(1).max(100))
    .min(1, "Elegí al menos una persona.")
    .max(maxIds, `Elegí como máximo ${maxIds} personas a la vez.`);
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("ban-many"), ids, reason }),
    z.object({ intent: z.literal("unban-many"), ids }),
  ]);
}

export type UsersBulkParse =
  | { ok: true; data: z.output<ReturnType<typeof usersBulkSchema>> }
  | { ok: false; message: string };

export function parseUsersBulk(form: FormData, maxIds: number): UsersBulkParse {
  const submission = parseSubmission(form, usersBulkSchema(maxIds));
  if (submission.status === "success") return { ok: true, data: submission.value };
  const error = submission.reply().error ?? {};
  return { ok: false, message: error.reason?.[0] ?? error.ids?.[0] ?? "El pedido no es válido." };
}
