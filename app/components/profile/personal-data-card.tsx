import { useEffect, useState } from "react";
import { Form } from "react-router";
import { ImageUp, Trash2 } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import {
  AVATAR_ACCEPT,
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  AVATAR_MIN_SIZE,
  avatarFormSchema,
} from "#core/avatar-rules.ts";
import { imageMinSizeText } from "#core/image-rules.ts";
import { nameFormSchema } from "#core/profile-forms.ts";
import { TextField } from "../form/fields.tsx";
import { FormAlert } from "../form/form-alert.tsx";
import { fieldProps, useSchemaForm } from "../form/use-schema-form.ts";
import { Avatar } from "./avatar.tsx";
import { ActionButton, ProfileCard } from "./ui.tsx";
import { useProfileResult } from "./use-profile-result.ts";

/** "Datos personales": the photo and the full name. */
export function PersonalDataCard({ fullName, avatarUrl }: { fullName: string; avatarUrl: string | null }) {
  return (
    <ProfileCard
      id="datos"
      title="Datos personales"
      description="Tu nombre y tu foto se muestran en tus reseñas y en tu cuenta."
    >
      <div className="space-y-6">
        {/* A new photo URL is a new form: the picked file and its preview are cleared. */}
        <AvatarForm key={avatarUrl ?? "sin-foto"} fullName={fullName} avatarUrl={avatarUrl} />
        <hr className="border-line" />
        <NameForm key={fullName} fullName={fullName} />
      </div>
    </ProfileCard>
  );
}

function AvatarForm({ fullName, avatarUrl }: { fullName: string; avatarUrl: string | null }) {
  const { result, busy, busyIntent } = useProfileResult("avatar", "remove-avatar");
  const hydrated = useHydrated();
  const [preview, setPreview] = useState<string | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const { fields, formProps } = useSchemaForm(avatarFormSchema, {
    id: "profile-avatar",
    lastResult: result?.intent === "avatar" ? result.reply : undefined,
  });
  const field = fields.avatar;
  const error = clientError ?? field.errors?.[0];

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function onPick(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setClientError(null);
    setPreview(null);
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      setClientError(AVATAR_MESSAGES.tooLarge);
      return;
    }
    setPreview(URL.createObjectURL(file));
  }

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <Avatar
        url={preview ?? avatarUrl}
        name={fullName}
        size={96}
        alt={preview ? "Vista previa de tu nueva foto" : "Tu foto de perfil"}
        className="self-center ring-4 ring-surface-muted sm:self-start"
      />
      <div className="min-w-0 flex-1 space-y-3">
        {result && !hydrated && (
          <FormAlert
            tone={result.ok ? "success" : "error"}
            title={result.toast.title}
            description={result.toast.description}
          />
        )}
        <Form method="post" encType="multipart/form-data" className="space-y-3" {...formProps}>
          <input type="hidden" name="intent" value="avatar" />
          <div className="space-y-1.5">
            <label htmlFor={field.id} className="font-medium text-sm">
              Foto de perfil
            </label>
            <input
              id={field.id}
              name={field.name}
              type="file"
              accept={AVATAR_ACCEPT}
              onChange={onPick}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${field.id}-hint ${field.errorId}` : `${field.id}-hint`}
              className="block w-full min-w-0 text-fg-muted text-sm file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-line file:border-solid file:bg-surface-muted file:px-3 file:py-2 file:font-medium file:text-fg file:text-sm hover:file:bg-line"
            />
            <p id={`${field.id}-hint`} className="text-fg-muted text-xs">
              JPG, PNG, WebP o GIF de hasta 5 MB y de al menos {imageMinSizeText(AVATAR_MIN_SIZE)}. La recortamos en un
              cuadrado.
            </p>
            {error && (
              <p id={field.errorId} className="font-medium text-red-600 text-sm dark:text-red-400">
                {error}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <ActionButton busy={busyIntent === "avatar"} busyLabel="Subiendo...">
              <ImageUp className="size-4" aria-hidden />
              Subir foto
            </ActionButton>
          </div>
        </Form>
        {avatarUrl && !preview && (
          <Form method="post">
            <input type="hidden" name="intent" value="remove-avatar" />
            <ActionButton variant="secondary" busy={busy && busyIntent === "remove-avatar"} busyLabel="Quitando...">
              <Trash2 className="size-4" aria-hidden />
              Quitar foto
            </ActionButton>
          </Form>
        )}
      </div>
    </div>
  );
}

function NameForm({ fullName }: { fullName: string }) {
  const { result, busy } = useProfileResult("name");
  const hydrated = useHydrated();
  const { fields, formProps } = useSchemaForm(nameFormSchema, {
    id: "profile-name",
    lastResult: result?.reply,
    defaultValue: { fullName },
  });
  const fieldErrorShown = Boolean(result?.reply?.error && Object.keys(result.reply.error).length);
  return (
    <Form method="post" className="space-y-4" {...formProps}>
      {result && (!hydrated || (!result.ok && !fieldErrorShown)) && (
        <FormAlert
          tone={result.ok ? "success" : "error"}
          title={result.toast.title}
          description={result.toast.description}
        />
      )}
      <input type="hidden" name="intent" value="name" />
      <TextField {...fieldProps(fields.fullName)} label="Nombre completo" autoComplete="name" maxLength={100} />
      <ActionButton busy={busy} busyLabel="Guardando...">
        Guardar cambios
      </ActionButton>
    </Form>
  );
}
