import type { FieldErrors } from "#core/account-validation.ts";
import type { ToastMessage } from "../form/use-toast-message.ts";

export type AuthIntent = "signin" | "signup" | "resend";
export type AuthField = "fullName" | "email" | "password";

/** What the /auth action answers when it does not redirect. */
export interface AuthActionData {
  intent: AuthIntent | null;
  fieldErrors?: FieldErrors<AuthField>;
  /** What was typed (never the password), to refill the form after a no-JavaScript post. */
  values?: { email?: string; fullName?: string };
  toast?: ToastMessage;
  /** Sign-in refused because the account is not confirmed: the page offers to resend the e-mail. */
  unverifiedEmail?: string;
  /** A confirmation e-mail went to this address: the page shows "check your inbox". */
  sentTo?: string;
}
