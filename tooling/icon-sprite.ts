/**
 * The app's icons: lucide's drawings, written once into a sprite file (app/components/icons/sprite.svg)
 * and used through components that reference it (app/components/icons/icons.tsx, both written here).
 *
 * Why not lucide's own components: each icon was a module of its own, so a public page loaded 25–40
 * tiny files of icons and lucide's runtime before it could hydrate (each a request on a phone's slow
 * connection), and every use repeated the drawing in the HTML. A reference is one small element,
 * the sprite one cached file that no page's JavaScript carries.
 *
 * Add an icon to ICON_NAMES and run `node tooling/icon-sprite.ts --write` (also after updating
 * lucide-react); the test fails while either file is stale.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { LucideIcon } from "lucide-react";
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export const SPRITE_PATH = path.resolve(import.meta.dirname, "../app/components/icons/sprite.svg");
export const ICONS_MODULE_PATH = path.resolve(import.meta.dirname, "../app/components/icons/icons.tsx");

/** The components the app imports, by lucide's names; each becomes a symbol named as lucide draws it. */
const ICON_NAMES = [
  "Accessibility",
  "AlertCircle",
  "ArrowDown",
  "ArrowLeft",
  "ArrowUp",
  "ArrowUpDown",
  "Award",
  "BadgeCheck",
  "BadgePercent",
  "Banknote",
  "BarChart3",
  "Bell",
  "BellOff",
  "BellRing",
  "Bike",
  "BookOpen",
  "BookOpenText",
  "Briefcase",
  "Building2",
  "CalendarCheck",
  "CalendarClock",
  "CalendarDays",
  "CalendarX",
  "Car",
  "Check",
  "CheckCheck",
  "CheckCircle2",
  "ChevronDown",
  "ChevronLeft",
  "ChevronRight",
  "ClipboardCheck",
  "Clock",
  "Clock3",
  "CloudOff",
  "Copy",
  "CreditCard",
  "Crown",
  "Download",
  "ExternalLink",
  "Eye",
  "EyeOff",
  "FileSpreadsheet",
  "FileText",
  "FileUp",
  "Flag",
  "FolderTree",
  "Footprints",
  "Gauge",
  "Gem",
  "Globe",
  "GripVertical",
  "Heart",
  "History",
  "Home",
  "Hourglass",
  "ImageIcon",
  "ImagePlus",
  "ImageUp",
  "Images",
  "Inbox",
  "Info",
  "Landmark",
  "LayoutDashboard",
  "LayoutGrid",
  "LifeBuoy",
  "List",
  "ListChecks",
  "Loader2",
  "LocateFixed",
  "Lock",
  "LogIn",
  "LogOut",
  "Mail",
  "MailCheck",
  "MapIcon",
  "MapPin",
  "MapPinOff",
  "Megaphone",
  "Menu",
  "MessageCircle",
  "MessageSquare",
  "MessageSquareReply",
  "MessageSquareWarning",
  "Monitor",
  "Moon",
  "MousePointerClick",
  "Navigation",
  "Newspaper",
  "Pause",
  "Pencil",
  "Phone",
  "Play",
  "Plus",
  "QrCode",
  "ReceiptText",
  "RefreshCw",
  "RotateCcw",
  "Rss",
  "Search",
  "SearchX",
  "Send",
  "Settings",
  "Share",
  "Share2",
  "ShieldAlert",
  "ShieldCheck",
  "Siren",
  "SlidersHorizontal",
  "Smartphone",
  "Sparkles",
  "Square",
  "SquarePlus",
  "Star",
  "StarHalf",
  "StarOff",
  "Store",
  "Sun",
  "Tablet",
  "Tag",
  "Tags",
  "Ticket",
  "Trash2",
  "TrendingUp",
  "TriangleAlert",
  "Undo2",
  "UserCheck",
  "UserPlus",
  "UserRound",
  "Users",
  "Wallet",
  "WifiOff",
  "Workflow",
  "X",
  "XCircle",
] as const satisfies readonly (keyof typeof lucide)[];

// biome-ignore lint/performance/noDynamicNamespaceImportAccess: a build script in Node, never bundled; every named icon is needed.
const ICONS: Record<string, LucideIcon> = Object.fromEntries(ICON_NAMES.map((name) => [name, lucide[name]]));

/** lucide's own name for a drawing (its first `lucide-…` class), the symbol's id in the sprite. */
function spriteId(Icon: LucideIcon): string {
  const classes = /class="([^"]*)"/.exec(renderToStaticMarkup(createElement(Icon)))?.[1] ?? "";
  const id = classes.split(" ").find((name) => name.startsWith("lucide-"));
  if (!id) throw new Error(`lucide no dio nombre a un ícono (${classes})`);
  return id.slice("lucide-".length);
}

/** Export name → sprite id, in the order of ICON_NAMES (sorted by name). */
export function iconIds(): [string, string][] {
  return Object.entries(ICONS).map(([name, Icon]) => [name, spriteId(Icon)]);
}

export function spriteMarkup(): string {
  const drawings = new Map<string, string>();
  for (const Icon of Object.values(ICONS)) {
    const drawing = renderToStaticMarkup(createElement(Icon))
      .replace(/^<svg[^>]*>/, "")
      .replace(/<\/svg>$/, "");
    drawings.set(spriteId(Icon), drawing);
  }
  const symbols = [...drawings]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, drawing]) => `<symbol id="${id}" viewBox="0 0 24 24">${drawing}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/** The source of app/components/icons/icons.tsx: one component per icon, and the sprite's ids. */
export function iconsModule(): string {
  const entries = iconIds();
  const ids = [...new Set(entries.map(([, id]) => id))].sort((a, b) => a.localeCompare(b));
  return [
    "// Written by `node tooling/icon-sprite.ts --write` from lucide's drawings: edit ICON_NAMES there, not this file.",
    'import { spriteIcon } from "./sprite-icon.tsx";',
    "",
    "export const SPRITE_ICON_IDS = [",
    ...ids.map((id) => `  "${id}",`),
    "] as const;",
    "",
    ...entries.map(([name, id]) => `export const ${name} = spriteIcon("${id}");`),
    "",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes("--write")) {
  fs.writeFileSync(SPRITE_PATH, spriteMarkup());
  fs.writeFileSync(ICONS_MODULE_PATH, iconsModule());
  console.info(
    `escritos ${path.relative(process.cwd(), SPRITE_PATH)} y ${path.relative(process.cwd(), ICONS_MODULE_PATH)}`,
  );
}
