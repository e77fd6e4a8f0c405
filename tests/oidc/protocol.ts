/** What the test OpenID Connect server accepts on its /__test/* routes (shared by the server and the tests). */
import { z } from "zod";

export const DEFAULT_OIDC_PORT = 3199;
/** Names the browser (its cookie jar) whose next sign-in the test is choosing. */
export const OIDC_TEST_COOKIE = "vilma_oidc_test";

/** Google's claim names. `name` may be left out, as for a Google account without one. */
export const OidcIdentitySchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().email(),
  email_verified: z.boolean().default(true),
  name: z.string().max(200).optional(),
  picture: z.string().url().optional(),
});
export type OidcIdentity = z.infer<typeof OidcIdentitySchema>;
export type OidcIdentityInput = z.input<typeof OidcIdentitySchema>;

export const OidcOutcomeSchema = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("approve") }),
  /** The person closes Google's chooser: error=access_denied, "The user cancelled the request". */
  z.object({ outcome: z.literal("cancel") }),
  /** The provider fails: error=server_error (or the one given) with this description. */
  z.object({
    outcome: z.literal("error"),
    error: z.string().max(64).optional(),
    error_description: z.string().max(300).optional(),
  }),
]);
export type OidcOutcome = z.infer<typeof OidcOutcomeSchema>;
