import { type ChangeEvent, type InputHTMLAttributes, useEffect, useRef, useState } from "react";
import { describedBy, FieldError, hintId } from "#app/components/form/field-frame.tsx";
import { X } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { cn } from "#app/lib/cn.ts";
import type { ImageMinSize } from "#core/image-rules.ts";
import { imageTooLargeMessage, imageUploadHint } from "#core/image-upload.ts";

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The shapes a preview is drawn in (CSS pixels; the image is cropped to fill it). Classes, not a
 * style="" attribute: the saved image's preview is in the server's HTML, where the CSP refuses one.
 */
const PREVIEWS = {
  /** 4:3: a promotion's picture, and the default. */
  photo: { width: 160, height: 120, aspect: "aspect-[4/3]" },
  /** A logo. */
  square: { width: 128, height: 128, aspect: "aspect-square" },
  /** 8:3, a business's cover or a banner. */
  banner: { width: 320, height: 120, aspect: "aspect-[8/3]" },
  /** 16:9, an article's cover. */
  wide: { width: 320, height: 180, aspect: "aspect-video" },
} as const;

type ImageUploadFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "type" | "accept" | "value" | "defaultValue" | "multiple"
> & {
  id: string;
  name: string;
  label: string;
  error?: string;
  /** What the picker offers ("image/jpeg,image/png"); the hint names these formats. */
  accept?: string;
  /** Heavier files are refused in the browser (the server must check again). */
  maxBytes?: number;
  /** The smallest picture the server takes (`IMAGE_PRESETS[kind].min`), said in the hint. */
  minSize?: ImageMinSize;
  /** The image saved today, shown until a new one is chosen. */
  currentUrl?: string | null;
  /** Alt text of the saved image. */
  currentAlt?: string;
  /** The preview's shape (PREVIEWS). */
  shape?: keyof typeof PREVIEWS;
};

/**
 * One image to upload (a logo, a cover photo, a promotion's picture). The form needs
 * `encType="multipart/form-data"`. Under the picker a hint built from `accept`, `maxBytes` and
 * `minSize` ("JPG, PNG o WebP, hasta 5 MB, de al menos 400 × 300 px"). With JavaScript: a preview of the chosen file (in place of
 * `currentUrl`), an instant "La imagen pesa 6,2 MB; el máximo es 5 MB" that also empties the
 * picker, and a "Quitar" button that undoes the choice. "Quitar" never deletes the saved image:
 * offer that as its own action. The preview is a blob: URL (the CSP allows `img-src blob:`).
 */
export function ImageUploadField({
  id,
  label,
  error,
  accept = IMAGE_ACCEPT,
  maxBytes = IMAGE_MAX_BYTES,
  minSize,
  currentUrl,
  currentAlt = "Imagen actual",
  shape = "photo",
  className,
  onChange,
  "aria-describedby": own,
  ...input
}: ImageUploadFieldProps) {
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const shownError = tooLarge ?? error;
  const hint = imageUploadHint(accept, maxBytes, minSize);

  // Each preview URL holds the file in memory until revoked: on a new choice and on unmount.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setTooLarge(null);
    setPreview(null);
    if (file && file.size > maxBytes) {
      setTooLarge(imageTooLargeMessage(file.size, maxBytes));
      event.currentTarget.value = "";
    } else if (file) {
      setPreview(URL.createObjectURL(file));
    }
    onChange?.(event);
  }

  function clear() {
    if (inputRef.current) {
      inputRef.current.value = "";
      inputRef.current.focus();
    }
    setPreview(null);
    setTooLarge(null);
  }

  const shown = preview ?? currentUrl ?? null;
  const box = PREVIEWS[shape];

  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block font-medium text-sm">
        {label}
      </label>
      {shown && (
        <img
          src={shown}
          alt={preview ? "Vista previa de la imagen elegida" : currentAlt}
          width={box.width}
          height={box.height}
          className={cn("h-auto max-w-full rounded-lg border border-line bg-surface-muted object-cover", box.aspect)}
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={accept}
          onChange={pick}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(id, { error: shownError, hint, own })}
          className="block w-full min-w-0 flex-1 text-fg-muted text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-line file:border-solid file:bg-surface-muted file:px-3 file:py-2 file:font-medium file:text-fg file:text-sm hover:file:bg-line"
          {...input}
        />
        {hydrated && preview && (
          <button
            type="button"
            onClick={clear}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-line bg-surface px-3 font-medium text-fg text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <X className="size-4" aria-hidden />
            Quitar<span className="sr-only"> la imagen elegida</span>
          </button>
        )}
      </div>
      <p id={hintId(id)} className="text-fg-muted text-xs">
        {hint}
      </p>
      <FieldError id={id} error={shownError} />
    </div>
  );
}
