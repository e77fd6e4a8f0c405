/**
 * A business's contact details as owners type them, turned into what the public page links to:
 * Argentine phone numbers in any of their usual spellings, a website without "https://", and
 * social profiles given as a full address or as an @handle. Each function answers null when the
 * text cannot be read as what it claims to be; the form says why.
 */

/** Villa María and Villa Nueva dial 0353: a local number without an area code is one of theirs. */
const LOCAL_AREA = "353";

export interface ArgentinePhone {
  /** The 10-digit national number (area code + subscriber), without 0, 15 or 9. */
  national: string;
  /** Said to be a mobile (written with 15, or +54 9). */
  mobile: boolean;
}

/**
 * Reads "0353 452-1234", "(0353) 15 412-3456", "+54 9 353 412 3456", "3534123456", "452-1234"
 * (local), "15 412-3456" (local mobile). Anything that doesn't leave 10 national digits is null.
 */
export function parseArgentinePhone(text: string): ArgentinePhone | null {
  const trimmed = text.trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, "");
  let mobile = false;
  if (trimmed.startsWith("+") && !digits.startsWith("54")) return null;
  if (digits.startsWith("54") && digits.length >= 12) {
    digits = digits.slice(2);
    if (digits.startsWith("9") && digits.length === 11) {
      digits = digits.slice(1);
      mobile = true;
    }
  }
  if (digits.startsWith("0")) digits = digits.slice(1);
  if (digits.length === 7) digits = LOCAL_AREA + digits;
  else if (digits.length === 9 && digits.startsWith("15")) {
    digits = LOCAL_AREA + digits.slice(2);
    mobile = true;
  } else if (digits.length === 12) {
    // "353 15 4123456": the 15 follows an area code of 2 to 4 digits.
    const at = [3, 2, 4].find((n) => digits.slice(n, n + 2) === "15");
    if (at === undefined) return null;
    digits = digits.slice(0, at) + digits.slice(at + 2);
    mobile = true;
  }
  if (!/^[1-9]\d{9}$/.test(digits)) return null;
  return { national: digits, mobile };
}

/** How a phone is stored and shown: "0353 452-1234", "0353 15 412-3456", or "+54 9 11 2345-6789" elsewhere. */
export function formatArgentinePhone({ national, mobile }: ArgentinePhone): string {
  const local = national.slice(-7);
  const subscriber = `${local.slice(0, 3)}-${local.slice(3)}`;
  if (national.startsWith(LOCAL_AREA)) return mobile ? `0353 15 ${subscriber}` : `0353 ${subscriber}`;
  return mobile ? `+54 9 ${national}` : `+54 ${national}`;
}

export function normalizePhone(text: string): string | null {
  const phone = parseArgentinePhone(text);
  return phone ? formatArgentinePhone(phone) : null;
}

/** WhatsApp is a mobile by definition: stored as wa.me wants it, "5493534123456". */
export function normalizeWhatsapp(text: string): string | null {
  const phone = parseArgentinePhone(text);
  return phone ? `549${phone.national}` : null;
}

/** A stored WhatsApp number ("5493534123456") as the form shows it: "353 412-3456", as the hint asks. */
export function whatsappForInput(stored: string | null): string {
  if (!stored) return "";
  const national = /^549(\d{10})$/.exec(stored)?.[1];
  if (!national) return stored;
  const local = national.slice(-7);
  return national.startsWith(LOCAL_AREA) ? `${LOCAL_AREA} ${local.slice(0, 3)}-${local.slice(3)}` : `+54 9 ${national}`;
}

/** A stored WhatsApp number ("5493534123456") as the public page prints it: "0353 15 412-3456". */
export function whatsappForDisplay(stored: string): string {
  const national = /^549(\d{10})$/.exec(stored)?.[1];
  return national ? formatArgentinePhone({ national, mobile: true }) : stored;
}

/** "https://www.lacremeria.com.ar/" → "lacremeria.com.ar": the address as a person would read it aloud. */
export function websiteForDisplay(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname === "/" ? "" : parsed.pathname.replace(/\/$/, "");
    return `${parsed.hostname.replace(/^www\./, "")}${path}`;
  } catch {
    return url;
  }
}

/** "lacremeria.com.ar" → "https://lacremeria.com.ar/"; only http(s) addresses with a real host name. */
export function normalizeWebsite(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, "")}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  // A host name with a dot and a top-level domain of letters: "localhost" or an IP is nobody's shop.
  if (!/^([a-z0-9-]+\.)+[a-z]{2,}$/i.test(url.hostname)) return null;
  return url.toString();
}

export const SOCIAL_NETWORKS = ["facebook", "instagram", "tiktok", "youtube"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  tiktok: "TikTok",
  youtube: "YouTube",
};

const SOCIAL_HOSTS: Record<SocialNetwork, readonly string[]> = {
  facebook: ["facebook.com", "fb.com", "m.facebook.com", "web.facebook.com"],
  instagram: ["instagram.com"],
  tiktok: ["tiktok.com", "vm.tiktok.com"],
  youtube: ["youtube.com", "m.youtube.com", "youtu.be"],
};

const HANDLE: Record<SocialNetwork, RegExp> = {
  facebook: /^[A-Za-z0-9.]{5,50}$/,
  instagram: /^[A-Za-z0-9._]{1,30}$/,
  tiktok: /^[A-Za-z0-9._]{2,24}$/,
  youtube: /^[A-Za-z0-9._-]{3,30}$/,
};

const PROFILE_URL: Record<SocialNetwork, (handle: string) => string> = {
  facebook: (h) => `https://www.facebook.com/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}/`,
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
};

export type SocialResult = { ok: true; url: string } | { ok: false; reason: "invalid" | "other_site" };

/**
 * A profile on `network`: "@lacremeria", "lacremeria", "instagram.com/lacremeria",
 * "https://www.instagram.com/lacremeria/?hl=es". Another site's address is refused ("other_site").
 */
export function normalizeSocial(network: SocialNetwork, text: string): SocialResult {
  const trimmed = text.trim();
  const looksLikeUrl = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) || /^[^@\s/]+\.[a-z]{2,}(\/|$)/i.test(trimmed);
  if (!looksLikeUrl) {
    const handle = trimmed.replace(/^@/, "");
    return HANDLE[network].test(handle)
      ? { ok: true, url: PROFILE_URL[network](handle) }
      : { ok: false, reason: "invalid" };
  }
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: "invalid" };
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  if (!SOCIAL_HOSTS[network].includes(host)) return { ok: false, reason: "other_site" };
  const path = url.pathname.replace(/\/+$/, "");
  if (!path || path === "/") return { ok: false, reason: "invalid" };
  // A plain profile address becomes the canonical one; anything longer (a page id, a channel) is kept as given.
  const single = /^\/@?([^/]+)$/.exec(path)?.[1];
  if (single && HANDLE[network].test(single) && host !== "youtu.be" && !url.searchParams.has("id")) {
    return { ok: true, url: PROFILE_URL[network](single) };
  }
  url.protocol = "https:";
  url.hash = "";
  return { ok: true, url: url.toString() };
}
