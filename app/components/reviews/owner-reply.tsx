import { MessageSquareReply } from "#app/components/icons/icons.tsx";
import { formatDate } from "#core/format.ts";

/** The business's public reply under a review: "Respuesta de {business}", its date and text (escaped by React). */
export function OwnerReply({
  businessName,
  reply,
  repliedAt,
}: {
  businessName: string;
  reply: string;
  repliedAt: string | null;
}) {
  return (
    <div className="mt-2 ml-3 rounded-lg border-brand-500/60 border-l-4 bg-surface-muted px-3 py-2" data-owner-reply>
      <p className="flex flex-wrap items-center gap-x-2 text-xs">
        <MessageSquareReply className="size-3.5 text-brand-600 dark:text-blue-300" aria-hidden />
        <span className="font-semibold">Respuesta de {businessName}</span>
        {repliedAt && <span className="text-fg-muted">{formatDate(repliedAt)}</span>}
      </p>
      <p className="mt-1 whitespace-pre-line text-sm leading-relaxed">{reply}</p>
    </div>
  );
}
