import { useActionData, useNavigation } from "react-router";
import type { ProfileActionData, ProfileIntent } from "#server/profile/handle-profile-action.ts";

/**
 * The last answer of the profile action when it belongs to one of `intents` (every form on the page
 * posts to the same action), and whether one of those forms is being sent right now.
 */
export function useProfileResult(...intents: ProfileIntent[]) {
  const actionData = useActionData() as ProfileActionData | undefined;
  const navigation = useNavigation();
  const result = actionData?.intent && intents.includes(actionData.intent) ? actionData : undefined;
  const sending = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const busyIntent = typeof sending === "string" ? (sending as ProfileIntent) : null;
  return { result, busy: busyIntent !== null && intents.includes(busyIntent), busyIntent };
}
