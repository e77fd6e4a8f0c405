import { useState } from "react";
import { Star } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";
import { RATING_VALUES, starsLabel } from "#core/reviews.ts";

/**
 * 1 to 5 stars as a real radio group (arrow keys, screen readers, no JavaScript needed): each star
 * is a visually hidden radio named "1 estrella"… "5 estrellas". Hovering previews a rating.
 */
export function StarPicker({
  name,
  value,
  onChange,
  error,
  errorId,
  legend = "Tu calificación",
}: {
  name: string;
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
  errorId: string;
  legend?: string;
}) {
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value ?? 0;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 font-medium text-sm">{legend}</legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only previews; the radios do the work */}
      <div className="flex gap-0.5" onMouseLeave={() => setPreview(null)}>
        {RATING_VALUES.map((n) => (
          <label
            key={n}
            onMouseEnter={() => setPreview(n)}
            className={cn(
              "relative cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 has-[:focus-visible]:outline-offset-1",
              // Without JavaScript the stars cannot fill as you pick: the chosen one is at least marked.
              "has-[:checked]:bg-amber-100 dark:has-[:checked]:bg-amber-900/40",
            )}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-invalid={error ? true : undefined}
              // Invisible but covering the star, so a tap on the star is a tap on the radio.
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <Star
              aria-hidden
              className={cn("size-7 transition-colors", n <= shown ? "fill-amber-400 text-amber-500" : "text-fg-muted")}
            />
            <span className="sr-only">{starsLabel(n)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-rose-700 text-sm dark:text-rose-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
