// Written by `node tooling/icon-sprite.ts --write` from lucide's drawings: edit ICON_NAMES there, not this file.
import { spriteIcon } from "./sprite-icon.tsx";

export const SPRITE_ICON_IDS = [
  "accessibility",
  "arrow-down",
  "arrow-left",
  "arrow-up",
  "arrow-up-down",
  "award",
  "badge-check",
  "badge-percent",
  "banknote",
  "bell",
  "bell-off",
  "bell-ring",
  "bike",
  "book-open",
  "book-open-text",
  "briefcase",
  "building-complex",
  "calendar-check",
  "calendar-clock",
  "calendar-days",
  "calendar-x",
  "car",
  "chart-column",
  "check",
  "check-check",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "circle-check",
  "circle-exclamation-point",
  "circle-x",
  "clipboard-check",
  "clock",
  "clock-3",
  "cloud-off",
  "copy",
  "credit-card",
  "crown",
  "download",
  "external-link",
  "eye",
  "eye-off",
  "file-spreadsheet",
  "file-text",
  "file-up",
  "flag",
  "folder-tree",
  "footprints",
  "gauge",
  "gem",
  "globe",
  "grip-vertical",
  "heart",
  "hourglass",
  "house",
  "image",
  "image-plus",
  "image-up",
  "images",
  "inbox",
  "info",
  "landmark",
  "layout-dashboard",
  "layout-grid",
  "life-buoy",
  "list",
  "list-checks",
  "loader-circle",
  "locate-fixed",
  "lock",
  "log-in",
  "log-out",
  "mail",
  "mail-check",
  "map",
  "map-pin",
  "map-pin-off",
  "megaphone",
  "menu",
  "message-circle",
  "message-square",
  "message-square-exclamation-point",
  "message-square-reply",
  "monitor",
  "moon",
  "mouse-pointer-click",
  "navigation",
  "newspaper",
  "pause",
  "pencil",
  "phone",
  "play",
  "plus",
  "qr-code",
  "receipt-text",
  "refresh-cw",
  "rotate-ccw",
  "rotate-ccw-clock",
  "rss",
  "search",
  "search-x",
  "send",
  "settings",
  "share",
  "share-2",
  "shield-check",
  "shield-exclamation-point",
  "siren",
  "sliders-horizontal",
  "smartphone",
  "sparkles",
  "square",
  "square-plus",
  "star",
  "star-half",
  "star-off",
  "store",
  "sun",
  "tablet",
  "tag",
  "tags",
  "ticket",
  "trash",
  "trending-up",
  "triangle-exclamation-point",
  "undo-2",
  "user-check",
  "user-plus",
  "user-round",
  "users",
  "wallet",
  "wifi-off",
  "workflow",
  "x",
] as const;

export const Accessibility = spriteIcon("accessibility");
export const AlertCircle = spriteIcon("circle-exclamation-point");
export const ArrowDown = spriteIcon("arrow-down");
export const ArrowLeft = spriteIcon("arrow-left");
export const ArrowUp = spriteIcon("arrow-up");
export const ArrowUpDown = spriteIcon("arrow-up-down");
export const Award = spriteIcon("award");
export const BadgeCheck = spriteIcon("badge-check");
export const BadgePercent = spriteIcon("badge-percent");
export const Banknote = spriteIcon("banknote");
export const BarChart3 = spriteIcon("chart-column");
export const Bell = spriteIcon("bell");
export const BellOff = spriteIcon("bell-off");
export const BellRing = spriteIcon("bell-ring");
export const Bike = spriteIcon("bike");
export const BookOpen = spriteIcon("book-open");
export const BookOpenText = spriteIcon("book-open-text");
export const Briefcase = spriteIcon("briefcase");
export const Building2 = spriteIcon("building-complex");
export const CalendarCheck = spriteIcon("calendar-check");
export const CalendarClock = spriteIcon("calendar-clock");
export const CalendarDays = spriteIcon("calendar-days");
export const CalendarX = spriteIcon("calendar-x");
export const Car = spriteIcon("car");
export const Check = spriteIcon("check");
export const CheckCheck = spriteIcon("check-check");
export const CheckCircle2 = spriteIcon("circle-check");
export const ChevronDown = spriteIcon("chevron-down");
export const ChevronLeft = spriteIcon("chevron-left");
export const ChevronRight = spriteIcon("chevron-right");
export const ClipboardCheck = spriteIcon("clipboard-check");
export const Clock = spriteIcon("clock");
export const Clock3 = spriteIcon("clock-3");
export const CloudOff = spriteIcon("cloud-off");
export const Copy = spriteIcon("copy");
export const CreditCard = spriteIcon("credit-card");
export const Crown = spriteIcon("crown");
export const Download = spriteIcon("download");
export const ExternalLink = spriteIcon("external-link");
export const Eye = spriteIcon("eye");
export const EyeOff = spriteIcon("eye-off");
export const FileSpreadsheet = spriteIcon("file-spreadsheet");
export const FileText = spriteIcon("file-text");
export const FileUp = spriteIcon("file-up");
export const Flag = spriteIcon("flag");
export const FolderTree = spriteIcon("folder-tree");
export const Footprints = spriteIcon("footprints");
export const Gauge = spriteIcon("gauge");
export const Gem = spriteIcon("gem");
export const Globe = spriteIcon("globe");
export const GripVertical = spriteIcon("grip-vertical");
export const Heart = spriteIcon("heart");
export const History = spriteIcon("rotate-ccw-clock");
export const Home = spriteIcon("house");
export const Hourglass = spriteIcon("hourglass");
export const ImageIcon = spriteIcon("image");
export const ImagePlus = spriteIcon("image-plus");
export const ImageUp = spriteIcon("image-up");
export const Images = spriteIcon("images");
export const Inbox = spriteIcon("inbox");
export const Info = spriteIcon("info");
export const Landmark = spriteIcon("landmark");
export const LayoutDashboard = spriteIcon("layout-dashboard");
export const LayoutGrid = spriteIcon("layout-grid");
export const LifeBuoy = spriteIcon("life-buoy");
export const List = spriteIcon("list");
export const ListChecks = spriteIcon("list-checks");
export const Loader2 = spriteIcon("loader-circle");
export const LocateFixed = spriteIcon("locate-fixed");
export const Lock = spriteIcon("lock");
export const LogIn = spriteIcon("log-in");
export const LogOut = spriteIcon("log-out");
export const Mail = spriteIcon("mail");
export const MailCheck = spriteIcon("mail-check");
export const MapIcon = spriteIcon("map");
export const MapPin = spriteIcon("map-pin");
export const MapPinOff = spriteIcon("map-pin-off");
export const Megaphone = spriteIcon("megaphone");
export const Menu = spriteIcon("menu");
export const MessageCircle = spriteIcon("message-circle");
export const MessageSquare = spriteIcon("message-square");
export const MessageSquareReply = spriteIcon("message-square-reply");
export const MessageSquareWarning = spriteIcon("message-square-exclamation-point");
export const Monitor = spriteIcon("monitor");
export const Moon = spriteIcon("moon");
export const MousePointerClick = spriteIcon("mouse-pointer-click");
export const Navigation = spriteIcon("navigation");
export const Newspaper = spriteIcon("newspaper");
export const Pause = spriteIcon("pause");
export const Pencil = spriteIcon("pencil");
export const Phone = spriteIcon("phone");
export const Play = spriteIcon("play");
export const Plus = spriteIcon("plus");
export const QrCode = spriteIcon("qr-code");
export const ReceiptText = spriteIcon("receipt-text");
export const RefreshCw = spriteIcon("refresh-cw");
export const RotateCcw = spriteIcon("rotate-ccw");
export const Rss = spriteIcon("rss");
export const Search = spriteIcon("search");
export const SearchX = spriteIcon("search-x");
export const Send = spriteIcon("send");
export const Settings = spriteIcon("settings");
export const Share = spriteIcon("share");
export const Share2 = spriteIcon("share-2");
export const ShieldAlert = spriteIcon("shield-exclamation-point");
export const ShieldCheck = spriteIcon("shield-check");
export const Siren = spriteIcon("siren");
export const SlidersHorizontal = spriteIcon("sliders-horizontal");
export const Smartphone = spriteIcon("smartphone");
export const Sparkles = spriteIcon("sparkles");
export const Square = spriteIcon("square");
export const SquarePlus = spriteIcon("square-plus");
export const Star = spriteIcon("star");
export const StarHalf = spriteIcon("star-half");
export const StarOff = spriteIcon("star-off");
export const Store = spriteIcon("store");
export const Sun = spriteIcon("sun");
export const Tablet = spriteIcon("tablet");
export const Tag = spriteIcon("tag");
export const Tags = spriteIcon("tags");
export const Ticket = spriteIcon("ticket");
export const Trash2 = spriteIcon("trash");
export const TrendingUp = spriteIcon("trending-up");
export const TriangleAlert = spriteIcon("triangle-exclamation-point");
export const Undo2 = spriteIcon("undo-2");
export const UserCheck = spriteIcon("user-check");
export const UserPlus = spriteIcon("user-plus");
export const UserRound = spriteIcon("user-round");
export const Users = spriteIcon("users");
export const Wallet = spriteIcon("wallet");
export const WifiOff = spriteIcon("wifi-off");
export const Workflow = spriteIcon("workflow");
export const X = spriteIcon("x");
export const XCircle = spriteIcon("circle-x");
