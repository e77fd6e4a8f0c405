import type { SubmissionResult } from "#core/forms.ts";
import type { ToastMessage } from "../form/use-toast-message.ts";

export type AuthIntent = "signin" | "signup" | "resend";

/** What the /auth action answers when it does not redirect. */
export interface AuthActionData {
  intent: AuthIntent | null;
  /** The form's submission as Conform replies it: field errors and what was typed (never the password). */
  result?: SubmissionResult<string[]>;
  toast?: ToastMessage;
  /** Sign-in refused because the account is not confirmed: the page offers to resend the e-mail. */
  unverifiedEmail?: string;
  /** A confirmation e-mail went to this address: the page shows "check your inbox". */
  sentTo?: string;
}
