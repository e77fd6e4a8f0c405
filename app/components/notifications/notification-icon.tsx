import {
  Bell,
  Building2,
  CalendarDays,
  CheckCircle2,
  ClipboardCheck,
  CreditCard,
  Heart,
  Hourglass,
  MessageCircle,
  MessageSquare,
  MessageSquareReply,
  Pencil,
  Sparkles,
  Star,
  Store,
  Tag,
} from "#app/components/icons/icons.tsx";
import type { IconComponent } from "#app/components/icons/sprite-icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { type NotificationIconName, notificationKind } from "#core/notifications.ts";

const ICONS: Record<NotificationIconName, IconComponent> = {
  store: Store,
  heart: Heart,
  sparkles: Sparkles,
  tag: Tag,
  bell: Bell,
  star: Star,
  message: MessageSquareReply,
  card: CreditCard,
  calendar: CalendarDays,
  clipboard: ClipboardCheck,
  hourglass: Hourglass,
  building: Building2,
  question: MessageCircle,
  answer: MessageSquare,
  pencil: Pencil,
  check: CheckCircle2,
};

const TONES: Record<NotificationIconName, string> = {
  store: "bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-blue-200",
  heart: "bg-rose-100 text-rose-700 dark:bg-rose-900/40 dark:text-rose-200",
  sparkles: "bg-violet-100 text-violet-700 dark:bg-violet-900/40 dark:text-violet-200",
  tag: "bg-orange-100 text-orange-700 dark:bg-orange-900/40 dark:text-orange-200",
  bell: "bg-surface-muted text-fg-muted",
  star: "bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200",
  message: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200",
  card: "bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-200",
  calendar: "bg-violet-100 text-violet-700 dark:bg-violet-900/40 dark:text-violet-200",
  clipboard: "bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-blue-200",
  hourglass: "bg-orange-100 text-orange-700 dark:bg-orange-900/40 dark:text-orange-200",
  building: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200",
  question: "bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-200",
  answer: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200",
  pencil: "bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200",
  check: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200",
};

/** The type's own icon (spec §3) in a tinted circle; its name is read out for screen readers. */
export function NotificationIcon({ type, className }: { type: string; className?: string }) {
  const kind = notificationKind(type);
  const Icon = ICONS[kind.icon];
  return (
    <span
      className={cn("grid size-9 shrink-0 place-items-center rounded-full", TONES[kind.icon], className)}
      title={kind.label}
    >
      <Icon className="size-4" aria-hidden />
      <span className="sr-only">{kind.label}</span>
    </span>
  );
}
