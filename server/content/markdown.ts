/**
 * The one Markdown renderer for stored text (magazine articles, legal pages). Its output is the only
 * HTML the app injects with dangerouslySetInnerHTML, so it must never let stored markup run:
 *
 * - `html: false`: raw HTML in the Markdown (`<script>`, `<img onerror>`, HTML blocks) is escaped and
 *   shows as text.
 * - Links and images go through markdown-it's validateLink (which rejects javascript:, vbscript:,
 *   file: and data: except a few raster images) and, on top of it, a scheme allow-list.
 * - Attribute values are escaped by markdown-it's renderer; our own rules only add constant attributes.
 *
 * It also gives headings ids a reader can link to (slugified, unique) and lists the `##` headings for
 * a table of contents.
 */

import type { Env, Token } from "markdown-it";
import MarkdownIt from "markdown-it";
import { slugify } from "#core/slug.ts";

export interface MarkdownHeading {
  id: string;
  /** Plain text (Markdown emphasis and code marks removed). */
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  /** The document's `##` headings (a `#` heading counts too: it renders as h2), in order. */
  headings: MarkdownHeading[];
  /** Plain text of the first paragraph, for a meta description. "" when there is none. */
  summary: string;
}

/** Ids the page around the Markdown already uses; a heading never takes them. */
export const RESERVED_IDS = ["contenido", "indice", "articulo", "relacionados", "preguntas-frecuentes"];

/** Schemes a link or image may use. Relative URLs (no scheme) are always allowed. */
const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel", "data"]);

interface RenderEnv extends Env {
  headings: MarkdownHeading[];
  summary: string;
}

const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

// Keep markdown-it's own check (javascript:, vbscript:, file:, data: other than gif/png/jpeg/webp) and
// add an allow-list of schemes. Browsers drop tabs, newlines and control characters inside a URL's
// scheme ("java\tscript:"), so those are removed before reading it.
const defaultValidateLink = md.validateLink.bind(md);
md.validateLink = (url: string) => {
  if (!defaultValidateLink(url)) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  return scheme === undefined || ALLOWED_SCHEMES.has(scheme);
};

const isExternal = (href: string | number | null | undefined) => /^(?:https?:)?\/\//i.test(String(href ?? "").trim());

// Headings: `#` becomes h2 (the page's h1 is the title), every h2/h3 gets a unique id, h2s form the TOC.
md.core.ruler.push("vilma_headings", (state) => {
  const env = state.env as RenderEnv;
  const used = new Set(RESERVED_IDS);
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.type === "paragraph_open" && !env.summary && token.level === 0) {
      env.summary = plainText(tokens[i + 1])
        .replace(/\s+/g, " ")
        .trim();
    }
    if (token.type !== "heading_open") continue;
    const close = tokens[i + 2] as Token;
    if (token.tag === "h1") {
      token.tag = "h2";
      close.tag = "h2";
    }
    if (token.tag !== "h2" && token.tag !== "h3") continue;
    const text = plainText(tokens[i + 1])
      .replace(/\s+/g, " ")
      .trim();
    const base = slugify(text, 80) || "seccion";
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    token.attrSet("id", id);
    if (token.tag === "h2") env.headings.push({ id, text });
  }
});

function plainText(inline: Token | undefined): string {
  if (!inline?.children) return inline?.content ?? "";
  return inline.children
    .map((child) => {
      if (child.type === "text" || child.type === "code_inline") return child.content;
      if (child.type === "softbreak" || child.type === "hardbreak") return " ";
      if (child.type === "image") return plainText(child);
      return "";
    })
    .join("");
}

// External links open in a new tab without handing it window.opener or the referrer.
md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx] as Token;
  if (isExternal(token.attrGet("href"))) {
    token.attrSet("target", "_blank");
    token.attrSet("rel", "noopener noreferrer");
  }
  return self.renderToken(tokens, idx, options);
};
md.renderer.rules.link_close = (tokens, idx, options, _env, self) => {
  let open = idx - 1;
  while (open >= 0 && tokens[open]?.type !== "link_open") open--;
  const external = open >= 0 && isExternal(tokens[open]?.attrGet("href"));
  const hint = external ? '<span class="sr-only"> (se abre en una pestaña nueva)</span>' : "";
  return hint + self.renderToken(tokens, idx, options);
};

// Images load lazily and never block the text.
const defaultImage = md.renderer.rules.image;
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx] as Token;
  token.attrSet("loading", "lazy");
  token.attrSet("decoding", "async");
  return defaultImage ? defaultImage(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
};

// Wide tables scroll sideways inside a focusable region instead of widening the page on phones.
md.renderer.rules.table_open = (tokens, idx, options, _env, self) =>
  `<div class="md-table" role="region" aria-label="Tabla" tabindex="0">${self.renderToken(tokens, idx, options)}`;
md.renderer.rules.table_close = (tokens, idx, options, _env, self) => `${self.renderToken(tokens, idx, options)}</div>`;

/** Markdown → sanitised HTML, the `##` headings with their ids, and the first paragraph as text. */
export function renderMarkdown(source: string): RenderedMarkdown {
  const env: RenderEnv = { headings: [], summary: "" };
  const html = md.render(source, env);
  return { html, headings: env.headings, summary: env.summary };
}
