import { Megaphone } from "#app/components/icons/icons.tsx";
import { formatDate } from "#core/format.ts";
import type { BusinessPost } from "#server/posts/business-posts.ts";
import { Card } from "./card.tsx";

/**
 * "Novedades": the business's newest updates still in their days (the loader already dropped the
 * expired ones at the request's instant). Nothing at all when there are none. No JavaScript.
 */
export function PostsSection({ posts }: { posts: readonly BusinessPost[] }) {
  if (posts.length === 0) return null;
  return (
    <Card id="novedades" title="Novedades" icon={<Megaphone className="size-5" aria-hidden />}>
      <ul className="flex flex-col gap-4">
        {posts.map((post) => (
          <li key={post.id} className="flex flex-col gap-3 sm:flex-row" data-post-id={post.id}>
            {post.imageUrl && (
              <img
                src={post.imageUrl}
                alt=""
                width={post.imageWidth ?? undefined}
                height={post.imageHeight ?? undefined}
                loading="lazy"
                decoding="async"
                className="aspect-video w-full shrink-0 rounded-xl object-cover sm:w-48"
              />
            )}
            <div className="min-w-0">
              <p className="whitespace-pre-line break-words leading-relaxed">{post.body}</p>
              <p className="mt-1 text-fg-muted text-xs">Publicada el {formatDate(post.createdAt)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
