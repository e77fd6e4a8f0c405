import { Form, useNavigation } from "react-router";
import { SubmitButton } from "../form/buttons.tsx";

/** Posts intent=resend to /auth: a new confirmation e-mail, with or without JavaScript. */
export function ResendForm({ email, label }: { email: string; label: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "resend";
  return (
    <Form method="post" replace className="pt-2">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="email" value={email} />
      <SubmitButton busy={busy} busyLabel="Reenviando..." variant="secondary">
        {label}
      </SubmitButton>
    </Form>
  );
}
