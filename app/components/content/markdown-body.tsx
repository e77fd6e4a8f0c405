import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { cn } from "#app/lib/cn.ts";

/**
 * Readable typography for rendered Markdown, written as arbitrary variants (no typography plugin).
 * Element selectors (`[&_h2]`) outrank the flow spacing (`[&>*+*]`) by specificity, not by order.
 */
const PROSE = cn(
  "min-w-0 break-words text-[1.0625rem] text-fg leading-relaxed",
  "[&>*+*]:mt-5 [&>*:first-child]:mt-0",
  "[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:font-bold [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:tracking-tight",
  "[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:font-semibold [&_h3]:text-xl [&_h3]:leading-snug",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-1 [&_a]:underline-offset-2",
  "[&_a:hover]:text-brand-900 [&_a:hover]:decoration-2 dark:[&_a]:text-blue-300 dark:[&_a:hover]:text-blue-200",
  "[&_strong]:font-semibold",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-fg-muted",
  "[&_blockquote]:border-brand-500 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-fg-muted [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-surface-muted [&_pre]:p-4 [&_pre]:text-sm [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_hr]:my-10 [&_hr]:border-line",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
  "[&_.md-table]:overflow-x-auto [&_.md-table]:rounded-xl [&_.md-table]:border [&_.md-table]:border-line",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_th]:bg-surface-muted [&_th]:p-2.5 [&_th]:text-left [&_th]:font-semibold",
  "[&_td]:border-line [&_td]:border-t [&_td]:p-2.5",
);

/**
 * Shows HTML produced by server/content/markdown.ts (the sanitising renderer) and nothing else.
 * Links inside the text to pages of the site navigate without a full page load.
 */
export function MarkdownBody({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.("a");
      const href = link?.getAttribute("href");
      if (!link || !href || link.target || !href.startsWith("/") || href.startsWith("//")) return;
      event.preventDefault();
      navigate(href);
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [navigate]);

  return (
    <div
      ref={ref}
      className={cn(PROSE, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes only from renderMarkdown (server/content/markdown.ts), which escapes raw HTML (html: false), drops javascript:/data: links and adds no attributes from the text
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
