import { cn } from "#app/lib/cn.ts";
import { initials } from "#core/initials.ts";

/**
 * The sizes an avatar comes in, as classes (a style="" attribute would need 'unsafe-inline' in the
 * CSP): the circle's side and its initials at 38 % of it.
 */
const SIZES = {
  56: { circle: "size-14", initials: "text-[21px]" },
  96: { circle: "size-24", initials: "text-[36px]" },
} as const;

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
  size: keyof typeof SIZES;
  /** Empty when the name is written next to it (decorative). */
  alt: string;
  className?: string;
}) {
  const sized = SIZES[size];
  if (url) {
    return (
      <img
        src={url}
        alt={alt}
        width={size}
        height={size}
        className={cn("shrink-0 rounded-full bg-surface-muted object-cover", sized.circle, className)}
      />
    );
  }
  const circle = cn(
    "grid shrink-0 select-none place-items-center rounded-full bg-brand-100 font-semibold text-brand-700 dark:bg-brand-900 dark:text-brand-100",
    sized.circle,
    sized.initials,
    className,
  );
  if (!alt) {
    return (
      <span aria-hidden className={circle}>
        {initials(name)}
      </span>
    );
  }
  return (
    <span role="img" aria-label={alt} className={circle}>
      {initials(name)}
    </span>
  );
}
