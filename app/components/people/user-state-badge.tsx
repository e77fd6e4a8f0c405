import { USER_STATE_LABELS, type UserState } from "#core/admin-users.ts";

const STATE_TONE: Record<UserState, string> = {
  active: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  banned: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  unconfirmed: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
};

export function UserStateBadge({ state }: { state: UserState }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 font-semibold text-xs ${STATE_TONE[state]}`}>
      {USER_STATE_LABELS[state]}
    </span>
  );
}
