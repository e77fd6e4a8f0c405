import { Form, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { ImageUploadField } from "#app/components/form/image-upload-field.tsx";
import { Trash2 } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_PRESETS } from "#core/image-rules.ts";

export interface PictureMessage {
  intent: string;
  tone: "error" | "success";
  message: string;
}

const KINDS = {
  logo: {
    label: "Logo",
    hint: "Se recorta cuadrado (512 × 512). Se ve en las búsquedas y en tu página.",
    shape: "square",
  },
  banner: {
    label: "Portada",
    hint: "Se recorta a 1600 × 600: la franja de arriba de tu página.",
    shape: "banner",
  },
} as const;

/** Upload, replace or remove the logo or the banner. Each is its own multipart form. */
export function PictureForm({
  kind,
  currentUrl,
  businessName,
  message,
  confirming = false,
}: {
  kind: keyof typeof KINDS;
  currentUrl: string | null;
  businessName: string;
  message: PictureMessage | null;
  /** A removal posted without JavaScript came back to be confirmed. */
  confirming?: boolean;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === kind;
  const info = KINDS[kind];
  const mine = message && (message.intent === kind || message.intent === `${kind}-remove`) ? message : null;
  return (
    <div className="min-w-0 space-y-3">
      {mine && <FormAlert tone={mine.tone} title={mine.message} />}
      <Form method="post" encType="multipart/form-data" className="space-y-3">
        <input type="hidden" name="intent" value={kind} />
        <ImageUploadField
          id={`picture-${kind}`}
          name="image"
          label={info.label}
          accept={IMAGE_ACCEPT}
          maxBytes={IMAGE_MAX_BYTES}
          minSize={IMAGE_PRESETS[kind].min}
          currentUrl={currentUrl}
          currentAlt={`${info.label} actual de ${businessName}`}
          shape={info.shape}
          required
        />
        <p className="text-fg-muted text-xs">{info.hint}</p>
        <div className="[&>button]:w-auto">
          <SubmitButton busy={busy} busyLabel="Subiendo..." variant="secondary">
            {currentUrl ? `Reemplazar ${info.label.toLowerCase()}` : `Subir ${info.label.toLowerCase()}`}
          </SubmitButton>
        </div>
      </Form>
      {currentUrl && (
        <Form method="post">
          <input type="hidden" name="intent" value={`${kind}-remove`} />
          {(hydrated || confirming) && <input type="hidden" name="confirmed" value="yes" />}
          {confirming && !hydrated ? (
            <button
              type="submit"
              className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-red-300 px-3 font-medium text-red-700 text-sm"
            >
              <Trash2 className="size-4" aria-hidden />
              Sí, quitar {kind === "logo" ? "el logo" : "la portada"}
            </button>
          ) : (
            <ConfirmDialog
              title={`¿Quitar ${kind === "logo" ? "el logo" : "la portada"}?`}
              description="Tu página va a mostrar la imagen de siempre hasta que subas otra."
              confirmLabel="Quitar"
              tone="danger"
              trigger={(props) => (
                <button
                  {...props}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-medium text-red-700 text-sm hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40"
                >
                  <Trash2 className="size-4" aria-hidden />
                  Quitar {kind === "logo" ? "el logo" : "la portada"}
                </button>
              )}
            />
          )}
        </Form>
      )}
    </div>
  );
}
