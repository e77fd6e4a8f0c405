import { cn } from "#app/lib/cn.ts";

/** Up to two initials of a name, for people without a photo. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return (
    letters
      .map((w) => Array.from(w ?? "")[0] ?? "")
      .join("")
      .toUpperCase() || "?"
  );
}

/** The person's photo in a circle, or their initials. */
export function Avatar({
  url,
  name,
  size,
  alt,
  className,
}: {
  url: string | null;
  name: string;
  size: number;
  /** Empty when the name is written next to it (decorative). */
  alt: string;
  className?: string;
}) {
  const style = { width: size, height: size };
  if (url) {
    return (
      <img
        src={url}
        alt={alt}
        width={size}
        height={size}
        style={style}
        className={cn("shrink-0 rounded-full bg-surface-muted object-cover", className)}
      />
    );
  }
  const circle = cn(
    "grid shrink-0 select-none place-items-center rounded-full bg-brand-100 font-semibold text-brand-700 dark:bg-brand-900 dark:text-brand-100",
    className,
  );
  const initialsStyle = { ...style, fontSize: Math.round(size * 0.38) };
  if (!alt) {
    return (
      <span aria-hidden style={initialsStyle} className={circle}>
        {initials(name)}
      </span>
    );
  }
  return (
    <span role="img" aria-label={alt} style={initialsStyle} className={circle}>
      {initials(name)}
    </span>
  );
}
