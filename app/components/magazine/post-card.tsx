import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import type { PostSummary } from "#server/magazine/published.ts";
import { CategoryPill, PostMeta } from "./post-meta.tsx";

export const postPath = (slug: string) => `/magazine/${slug}`;

/**
 * One article in a list. The whole card is clickable through the title's link (stretched over the
 * card), so there is a single link per card for keyboards and screen readers.
 * `featured` gives it a bigger title and the full excerpt (the list makes it span two columns and rows).
 */
export function PostCard({
  post,
  featured = false,
  headingLevel = 2,
  eagerImage = false,
  className,
}: {
  post: PostSummary;
  featured?: boolean;
  headingLevel?: 2 | 3;
  eagerImage?: boolean;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500",
        className,
      )}
    >
      <img
        src={post.coverUrl ?? "/og-default.svg"}
        alt=""
        width={1200}
        height={630}
        loading={eagerImage ? "eager" : "lazy"}
        fetchPriority={eagerImage ? "high" : undefined}
        decoding="async"
        className={cn(
          "w-full bg-surface-muted object-cover",
          // Featured: the cover grows to fill the two rows the card spans on wide screens.
          featured ? "aspect-[1200/630] lg:aspect-auto lg:h-0 lg:min-h-64 lg:flex-1" : "aspect-[1200/630]",
        )}
      />
      <div className={cn("flex flex-col", featured ? "gap-2.5 p-5 sm:gap-3 sm:p-7" : "flex-1 gap-2.5 p-5")}>
        {post.category && <CategoryPill name={post.category} className="self-start" />}
        <Heading className={cn("font-bold leading-snug tracking-tight", featured ? "text-xl sm:text-3xl" : "text-lg")}>
          <Link
            to={postPath(post.slug)}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none group-hover:text-brand-700 dark:group-hover:text-blue-300"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt && (
          <p className={cn("text-fg-muted", featured ? "sm:text-lg" : "line-clamp-3 text-sm")}>{post.excerpt}</p>
        )}
        <PostMeta publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} className="mt-auto pt-2" />
      </div>
    </article>
  );
}
