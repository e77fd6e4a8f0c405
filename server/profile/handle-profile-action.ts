/**
 * Every form on /profile posts here with an `intent`. Each answer says which form it belongs to,
 * its field errors (shown under the fields, also without JavaScript) and a toast (shown by sonner
 * with JavaScript, and inline in the card without it). Bad input changes nothing and gets a 400
 * with a Spanish message, never a 500.
 */
import { randomUUID } from "node:crypto";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, avatarFormSchema } from "#core/avatar-rules.ts";
import { AppError } from "#core/errors.ts";
import { firstMessage, parseSubmission, SECRET_FIELDS, type SubmissionResult } from "#core/forms.ts";
import { emailFormSchema, nameFormSchema, passwordFormSchema } from "#core/profile-forms.ts";
import { twoFactorConfirmSchema, twoFactorEnableSchema, twoFactorPasswordSchema } from "#core/two-factor.ts";
import { z } from "#core/zod.ts";
import { CLIENT_IP_HEADER } from "../platform/auth/auth.ts";
import type { SessionUser } from "../platform/auth/session.ts";
import { type PageAnswer, replyFieldErrors } from "../platform/http/answers.ts";
import { readForm } from "../platform/http/body.ts";
import { logger } from "../platform/logger.ts";
import {
  confirmTwoFactor,
  renewRecoveryCodes,
  startTwoFactor,
  type TwoFactorSetup,
  turnOffTwoFactor,
} from "../two-factor/two-factor-settings.ts";
import { describeAuthError } from "./auth-error.ts";
import { removeAvatar, replaceAvatar } from "./avatar.ts";
import { emailChangeSentMessage, requestEmailChange } from "./change-email.ts";
import { changePassword } from "./change-password.ts";
import { revokeAllUserSessions, revokeOtherUserSessions, revokeUserSession } from "./sessions.ts";
import { saveThemePreference, THEME_MESSAGE, themeBodySchema } from "./theme-preference.ts";
import { PROFILE_UPDATE_FALLBACK, updateProfileName } from "./update-name.ts";

export const PROFILE_INTENTS = [
  "name",
  "avatar",
  "remove-avatar",
  "theme",
  "email",
  "password",
  "revoke-session",
  "revoke-other-sessions",
  "revoke-all-sessions",
  // The second step at sign-in (decision 26).
  "two-factor-start",
  "two-factor-confirm",
  "two-factor-codes",
  "two-factor-disable",
] as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[number];

/** Multipart overhead (boundaries, part headers, the other fields) on top of the largest photo. */
export const PROFILE_BODY_LIMIT = AVATAR_MAX_BYTES + 64 * 1024;

export const PROFILE_TOASTS = {
  updated: { title: "Perfil actualizado", description: "Los cambios se han guardado correctamente." },
  updateError: "Error al actualizar perfil",
  signedOut: { title: "Sesión cerrada", description: "Has cerrado sesión correctamente." },
} as const;

export interface ProfileToast {
  /** Lets the page show each answer's toast exactly once. */
  id: string;
  type: "success" | "error";
  title: string;
  description?: string;
}

export interface ProfileActionData {
  intent: ProfileIntent | null;
  ok: boolean;
  toast: ProfileToast;
  /** The form's submission as Conform replies it: field errors and what was typed (never passwords). */
  reply?: SubmissionResult<string[]>;
  /** The second step's setup in progress (QR code, secret) or recovery codes to show this once. */
  twoFactor?: { setup?: TwoFactorSetup; recoveryCodes?: string[] };
}

const intentSchema = z.enum(PROFILE_INTENTS);

type Reply = Omit<ProfileActionData, "toast"> & { toast: Omit<ProfileToast, "id"> };

function reply(result: Reply, init: { status?: number; headers?: HeadersInit } = {}) {
  const body: ProfileActionData = { ...result, toast: { id: randomUUID(), ...result.toast } };
  return { status: init.status ?? (result.ok ? 200 : 400), body, headers: init.headers } satisfies PageAnswer;
}

function profileUpdated(intent: ProfileIntent) {
  return reply({ intent, ok: true, toast: { type: "success", ...PROFILE_TOASTS.updated } });
}

function profileError(
  intent: ProfileIntent | null,
  message: string,
  extra: Partial<Reply> = {},
  title: string = PROFILE_TOASTS.updateError,
) {
  return reply({ intent, ok: false, toast: { type: "error", title, description: message }, ...extra });
}

/**
 * A refusal of the two-step settings: a toast with its sentence, also under the field it names (the
 * password, the code), and its own status.
 */
function twoFactorRefusal(
  intent: ProfileIntent,
  title: string,
  refused: { message: string; field?: string; status: number },
  formReply: (fieldErrors?: Record<string, string[]>) => SubmissionResult<string[]>,
  extra: Partial<Reply> = {},
) {
  return reply(
    {
      intent,
      ok: false,
      toast: { type: "error", title, description: refused.message },
      reply: formReply(refused.field ? { [refused.field]: [refused.message] } : {}),
      ...extra,
    },
    { status: refused.status },
  );
}

/** A field error the action found after the schema passed (a taken e-mail, a wrong password…). */
const fieldError = (field: string, message: string): SubmissionResult<string[]> => ({
  status: "error",
  error: { [field]: [message] },
});

const sessionFormSchema = z.object({ sessionId: z.string().max(200) });

/** Neither a password nor a code ever travels back to the page. */
const TWO_FACTOR_HIDDEN = [...SECRET_FIELDS, "code"];

const cookieHeaders = (setCookies: string[]) => {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("set-cookie", cookie);
  return headers;
};

export async function handleProfileAction(request: Request, user: SessionUser) {
  let form: FormData;
  try {
    form = await readForm(request, { maxBytes: PROFILE_BODY_LIMIT });
  } catch (error) {
    if (error instanceof AppError && error.code === "payload_too_large") {
      // Only the photo form can send this much.
      return reply(
        {
          intent: "avatar",
          ok: false,
          toast: { type: "error", title: PROFILE_TOASTS.updateError, description: AVATAR_MESSAGES.tooLarge },
          reply: fieldError("avatar", AVATAR_MESSAGES.tooLarge),
        },
        { status: 413 },
      );
    }
    if (error instanceof AppError) return profileError(null, PROFILE_UPDATE_FALLBACK);
    throw error;
  }

  const intent = intentSchema.safeParse(form.get("intent"));
  if (!intent.success) return profileError(null, PROFILE_UPDATE_FALLBACK);
  try {
    return await runIntent(intent.data, form, request.headers, user);
  } catch (error) {
    if (error instanceof Response) throw error;
    // Logged by describeAuthError; the person gets the spec's fallback instead of an error page.
    return profileError(intent.data, describeAuthError(error, PROFILE_UPDATE_FALLBACK).message);
  }
}

const clientIp = (headers: Headers) => headers.get(CLIENT_IP_HEADER);

async function runIntent(intent: ProfileIntent, form: FormData, headers: Headers, user: SessionUser) {
  switch (intent) {
    case "name": {
      const submission = parseSubmission(form, nameFormSchema);
      if (submission.status !== "success") {
        return profileError("name", firstMessage(submission.reply()), { reply: submission.reply() });
      }
      const result = await updateProfileName(user.id, headers, submission.value.fullName);
      if (result.ok) return profileUpdated("name");
      const { message, fieldErrors } = result.problem;
      return profileError("name", message, {
        reply: submission.reply(fieldErrors?.fullName ? { fieldErrors: { fullName: [message] } } : {}),
      });
    }

    case "avatar": {
      const submission = parseSubmission(form, avatarFormSchema);
      if (submission.status !== "success") {
        return profileError("avatar", firstMessage(submission.reply()), { reply: submission.reply() });
      }
      const file = submission.value.avatar;
      const result = await replaceAvatar(user.id, new Uint8Array(await file.arrayBuffer()));
      if (result.ok) return profileUpdated("avatar");
      const { message } = result.problem;
      return profileError("avatar", message, { reply: fieldError("avatar", message) });
    }

    case "remove-avatar": {
      await removeAvatar(user.id);
      return profileUpdated("remove-avatar");
    }

    case "theme": {
      const submission = parseSubmission(form, themeBodySchema);
      if (submission.status !== "success") {
        return profileError("theme", THEME_MESSAGE, { reply: fieldError("preference", THEME_MESSAGE) });
      }
      await saveThemePreference(user.id, submission.value.preference);
      return profileUpdated("theme");
    }

    case "email": {
      const submission = parseSubmission(form, emailFormSchema);
      const title = "No pudimos cambiar el email";
      if (submission.status !== "success") {
        const reply = submission.reply({ hideFields: SECRET_FIELDS });
        return profileError("email", firstMessage(reply), { reply }, title);
      }
      const { newEmail, currentPassword } = submission.value;
      const result = await requestEmailChange(user.email, headers, newEmail, currentPassword);
      if (result.ok) {
        return reply({
          intent: "email",
          ok: true,
          toast: { type: "success", title: "Revisá tu email", description: emailChangeSentMessage(result.value) },
        });
      }
      return reply({
        intent: "email",
        ok: false,
        toast: { type: "error", title, description: result.problem.message },
        reply: submission.reply({ hideFields: SECRET_FIELDS, fieldErrors: replyFieldErrors(result.problem) }),
      });
    }

    case "password": {
      const submission = parseSubmission(form, passwordFormSchema);
      const title = "No pudimos cambiar la contraseña";
      if (submission.status !== "success") {
        const reply = submission.reply({ hideFields: SECRET_FIELDS });
        return profileError("password", firstMessage(reply), { reply }, title);
      }
      const result = await changePassword(headers, submission.value);
      if (!result.ok) {
        return reply({
          intent: "password",
          ok: false,
          toast: { type: "error", title, description: result.problem.message },
          reply: submission.reply({ hideFields: SECRET_FIELDS, fieldErrors: replyFieldErrors(result.problem) }),
        });
      }
      const cookies = new Headers();
      for (const cookie of result.value) cookies.append("set-cookie", cookie);
      return reply(
        {
          intent: "password",
          ok: true,
          toast: {
            type: "success",
            title: "Contraseña actualizada",
            description: "Cerramos la sesión en tus otros dispositivos.",
          },
          reply: submission.reply({ resetForm: true }),
        },
        { headers: cookies },
      );
    }

    case "revoke-session": {
      const submission = parseSubmission(form, sessionFormSchema);
      const sessionId = submission.status === "success" ? submission.value.sessionId : "";
      const result = await revokeUserSession(user.id, user.sessionId, sessionId, headers);
      if (!result.ok) {
        return reply({
          intent: "revoke-session",
          ok: false,
          toast: { type: "error", title: "No pudimos cerrar la sesión", description: result.problem.message },
        });
      }
      return reply({
        intent: "revoke-session",
        ok: true,
        toast: { type: "success", title: "Sesión cerrada", description: "Cerramos la sesión en ese dispositivo." },
      });
    }

    case "revoke-other-sessions": {
      await revokeOtherUserSessions(headers);
      return reply({
        intent: "revoke-other-sessions",
        ok: true,
        toast: {
          type: "success",
          title: "Sesiones cerradas",
          description: "Cerramos la sesión en todos tus otros dispositivos.",
        },
      });
    }

    case "two-factor-start": {
      const title = "No pudimos activar la verificación en dos pasos";
      const submission = parseSubmission(form, twoFactorEnableSchema);
      const formReply = (fieldErrors = {}) => submission.reply({ hideFields: TWO_FACTOR_HIDDEN, fieldErrors });
      if (submission.status !== "success")
        return profileError(intent, firstMessage(formReply()), { reply: formReply() }, title);
      const result = await startTwoFactor(user, headers, submission.value.password);
      if (!result.ok) {
        return twoFactorRefusal(intent, title, result, formReply);
      }
      return reply({
        intent,
        ok: true,
        toast: {
          type: "success",
          title: "Escaneá el código",
          description: "Después escribí el código que muestra tu app.",
        },
        twoFactor: { setup: result.setup },
      });
    }

    case "two-factor-confirm": {
      const title = "No pudimos activar la verificación en dos pasos";
      const submission = parseSubmission(form, twoFactorConfirmSchema);
      const formReply = (fieldErrors = {}) => submission.reply({ hideFields: TWO_FACTOR_HIDDEN, fieldErrors });
      if (submission.status !== "success") {
        return profileError(intent, firstMessage(formReply()), { reply: formReply() }, title);
      }
      const { code } = submission.value;
      const result = await confirmTwoFactor(user, headers, code, submission.value.setupToken, clientIp(headers));
      if (!result.ok) {
        return twoFactorRefusal(intent, title, result, formReply, {
          twoFactor: result.setup ? { setup: result.setup } : undefined,
        });
      }
      return reply(
        {
          intent,
          ok: true,
          toast: {
            type: "success",
            title: "Verificación en dos pasos activada",
            description: "Guardá tus códigos de recuperación: los mostramos esta única vez.",
          },
          twoFactor: { recoveryCodes: result.recoveryCodes },
        },
        { headers: cookieHeaders(result.setCookies) },
      );
    }

    case "two-factor-codes":
    case "two-factor-disable": {
      const turningOff = intent === "two-factor-disable";
      const title = turningOff
        ? "No pudimos desactivar la verificación en dos pasos"
        : "No pudimos generar códigos nuevos";
      const submission = parseSubmission(form, twoFactorPasswordSchema);
      const formReply = (fieldErrors = {}) => submission.reply({ hideFields: TWO_FACTOR_HIDDEN, fieldErrors });
      if (submission.status !== "success")
        return profileError(intent, firstMessage(formReply()), { reply: formReply() }, title);
      const { password } = submission.value;
      const ip = clientIp(headers);
      const result = turningOff
        ? await turnOffTwoFactor(user, headers, password, ip)
        : await renewRecoveryCodes(user, headers, password, ip);
      if (!result.ok) {
        return twoFactorRefusal(intent, title, result, formReply);
      }
      if ("setCookies" in result) {
        return reply(
          {
            intent,
            ok: true,
            toast: {
              type: "success",
              title: "Verificación en dos pasos desactivada",
              description: "Desde ahora ingresás sólo con tu contraseña.",
            },
          },
          { headers: cookieHeaders(result.setCookies) },
        );
      }
      return reply({
        intent,
        ok: true,
        toast: {
          type: "success",
          title: "Códigos nuevos generados",
          description: "Los anteriores ya no sirven. Guardá estos: los mostramos esta única vez.",
        },
        twoFactor: { recoveryCodes: result.recoveryCodes },
      });
    }

    case "revoke-all-sessions": {
      const cleared = await revokeAllUserSessions(headers);
      logger.info({ userId: user.id }, "cerró la sesión en todos los dispositivos");
      return {
        redirect: "/",
        toast: { type: "success", ...PROFILE_TOASTS.signedOut },
        headers: cleared,
      } satisfies PageAnswer;
    }
  }
}
