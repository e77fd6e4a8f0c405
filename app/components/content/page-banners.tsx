import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { isInternalLink } from "#core/content-links.ts";
import type { PublicBanner } from "#server/content/banners.ts";

/**
 * The banners an admin placed on a public page (/admin/content/banners), drawn on the server: one
 * banner, or a row that scrolls sideways with snap points (no JavaScript, no carousel library).
 * A strip of fixed height (144 px on a phone, 176 px wider), never a first screen of its own: the
 * page's offers or results stay in sight under it, and the box is there before the picture loads
 * (no layout shift).
 * The text is real text over a dark veil, so it reads on any picture, in light and dark mode.
 */
export function PageBanners({ banners, className }: { banners: PublicBanner[]; className?: string }) {
  if (banners.length === 0) return null;
  const several = banners.length > 1;
  return (
    <section aria-label="Destacados" className={cn("mx-auto w-full max-w-6xl px-4", className)}>
      <ul
        className={cn(
          "flex gap-3",
          several && "snap-x snap-mandatory overflow-x-auto overscroll-x-contain pb-2 [scrollbar-width:thin]",
        )}
      >
        {banners.map((b, i) => (
          <li
            key={b.id}
            className={cn("relative shrink-0 snap-start", several ? "w-[88%] sm:w-[70%] lg:w-[60%]" : "w-full")}
            data-banner={b.id}
          >
            <BannerCard banner={b} eager={i === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BannerCard({ banner, eager }: { banner: PublicBanner; eager: boolean }) {
  const body = (
    <>
      {banner.imageUrl ? (
        <img
          src={banner.imageUrl}
          alt=""
          width={banner.width}
          height={banner.height}
          loading={eager ? "eager" : "lazy"}
          // The first banner is the largest thing on a phone's first screen: fetch it before the scripts.
          fetchPriority={eager ? "high" : undefined}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <span className="absolute inset-0 bg-gradient-to-br from-brand-700 to-brand-500" aria-hidden />
      )}
      <span className="absolute inset-0 bg-gradient-to-r from-black/75 via-black/45 to-black/5" aria-hidden />
      <span className="relative flex h-full max-w-xl flex-col justify-center gap-1 p-5 text-white sm:px-8">
        <span className="line-clamp-2 text-balance font-extrabold text-lg leading-tight sm:text-2xl">
          {banner.title}
        </span>
        {banner.subtitle && <span className="line-clamp-2 text-sm text-white/90 sm:text-base">{banner.subtitle}</span>}
      </span>
    </>
  );
  const box =
    "relative block h-36 overflow-hidden rounded-2xl bg-surface-muted sm:h-44 focus-visible:outline-2 focus-visible:outline-offset-2";
  if (!banner.linkUrl) return <div className={box}>{body}</div>;
  if (isInternalLink(banner.linkUrl)) {
    return (
      <Link to={banner.linkUrl} className={cn(box, "transition hover:opacity-95")}>
        {body}
      </Link>
    );
  }
  return (
    <a href={banner.linkUrl} rel="noopener" className={cn(box, "transition hover:opacity-95")}>
      {body}
    </a>
  );
}
