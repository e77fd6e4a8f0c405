import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.ts";

const html = (source: string) => renderMarkdown(source).html;

/** Every href/src the HTML carries, decoded enough to read the scheme the way a browser would. */
function urls(output: string): string[] {
  return [...output.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) =>
    (m[1] as string)
      .replace(/&amp;/g, "&")
      .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside a scheme
      .replace(/[\u0000-\u0020]/g, "")
      .toLowerCase(),
  );
}

describe("renderMarkdown: stored markup never runs", () => {
  it("escapes a <script> tag instead of rendering it", () => {
    const out = html("Hola <script>alert(1)</script> mundo");
    expect(out).not.toContain("<script");
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("escapes <img onerror> inline and as a block", () => {
    for (const source of ['Texto <img src=x onerror="alert(1)">', '<img src=x onerror="alert(1)">']) {
      const out = html(source);
      expect(out).not.toMatch(/<img/i);
      expect(out).toContain("&lt;img");
    }
  });

  it("escapes raw HTML blocks (div, iframe, style, svg)", () => {
    const source = [
      '<div onclick="alert(1)">',
      "hola",
      "</div>",
      "",
      '<iframe src="https://evil.example"></iframe>',
      "",
      "<style>body{display:none}</style>",
      "",
      "<svg onload=alert(1)>",
    ].join("\n");
    const out = html(source);
    expect(out).not.toMatch(/<(div|iframe|style|svg)\b/i);
    expect(out).toContain("&lt;div onclick=");
    expect(out).toContain("&lt;iframe");
  });

  it("never produces javascript:, vbscript: or data:text/html links", () => {
    const sources = [
      "[x](javascript:alert(1))",
      "[x](JaVaScRiPt:alert(1))",
      "[x](  javascript:alert(1)  )",
      "[x](<javascript:alert(1)>)",
      "[x](java&#115;cript:alert(1))",
      "[x](java&#x09;script:alert(1))",
      "[x](vbscript:msgbox(1))",
      "[x](data:text/html,<script>alert(1)</script>)",
      "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
      "<javascript:alert(1)>",
      "[x][ref]\n\n[ref]: javascript:alert(1)",
      "![x](javascript:alert(1))",
      "![x](data:image/svg+xml,<svg onload=alert(1)>)",
      "[x](file:///etc/passwd)",
    ];
    for (const source of sources) {
      const out = html(source);
      for (const url of urls(out))
        expect(url, source).not.toMatch(/^(javascript|vbscript|data:text|data:image\/svg|file):/);
      expect(out, source).not.toMatch(/href="\s*(javascript|vbscript|data|file):/i);
    }
  });

  it("keeps http(s), mailto, tel and relative links", () => {
    const out = html(
      "[a](https://example.com) [b](mailto:hola@vilma.com.ar) [c](tel:+543534000000) [d](/ofertas?tab=bancos) [e](#seccion)",
    );
    expect(urls(out)).toEqual([
      "https://example.com",
      "mailto:hola@vilma.com.ar",
      "tel:+543534000000",
      "/ofertas?tab=bancos",
      "#seccion",
    ]);
  });

  it("escapes quotes in link targets and titles so no attribute can be injected", () => {
    const out = html(
      '[x](https://example.com/"onmouseover="alert(1) "t\\"itle") ![y](/a.png "x\\" onerror=\\"alert(1)")',
    );
    expect(attributeNames(out)).toEqual(
      new Set(["href", "title", "target", "rel", "class", "src", "alt", "loading", "decoding"]),
    );
    expect(out).toContain('title="x&quot; onerror=&quot;alert(1)"');
  });

  it("only ever emits a known set of tags and attributes", () => {
    const source = [
      "# T <b onclick=x>",
      "## <a href=javascript:alert(1)>x</a>",
      "Texto con **negrita**, _cursiva_, `código`, [link](https://a.b) y ![img](/i.png).",
      "",
      "> cita <script>x</script>",
      "",
      "- uno",
      "1. dos",
      "",
      "```html",
      "<script>alert(1)</script>",
      "```",
      "",
      "| a | b |",
      "|:--|--:|",
      "| 1 | 2 |",
      "",
      "---",
    ].join("\n");
    const out = html(source);
    const tags = new Set([...out.matchAll(/<([a-z0-9]+)/g)].map((m) => m[1]));
    const allowedTags = [
      "h2",
      "h3",
      "p",
      "strong",
      "em",
      "code",
      "a",
      "img",
      "span",
      "blockquote",
      "ul",
      "ol",
      "li",
      "pre",
      "div",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "hr",
    ];
    for (const tag of tags) expect(allowedTags, tag).toContain(tag);
    const allowedAttributes = [
      "id",
      "href",
      "target",
      "rel",
      "class",
      "src",
      "alt",
      "loading",
      "decoding",
      "role",
      "aria-label",
      "tabindex",
      "style",
      "title",
    ];
    for (const name of attributeNames(out)) expect(allowedAttributes, name).toContain(name);
    // markdown-it writes table alignment as style="text-align:…"; nothing else may set a style.
    for (const m of out.matchAll(/style="([^"]*)"/g)) expect(m[1]).toMatch(/^text-align:(left|right|center)$/);
  });
});

/** Names of the attributes in every tag of the HTML (values are skipped, so text inside them can't match). */
function attributeNames(output: string): Set<string> {
  const names = new Set<string>();
  for (const tag of output.matchAll(/<[a-z0-9]+((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    for (const attribute of (tag[1] ?? "").matchAll(/\s+([^\s=>]+)(?:="[^"]*")?/g)) names.add(attribute[1] as string);
  }
  return names;
}

describe("renderMarkdown: links", () => {
  it("external links open in a new tab with rel=noopener noreferrer and a hint for screen readers", () => {
    const out = html("Mirá [el sitio](https://example.com/a) o [esta nota](/magazine/otra).");
    expect(out).toContain(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">el sitio<span class="sr-only"> (se abre en una pestaña nueva)</span></a>',
    );
    expect(out).toContain('<a href="/magazine/otra">esta nota</a>');
  });

  it("linkify turns bare URLs into external links", () => {
    const out = html("Más info en https://www.villamaria.gob.ar hoy.");
    expect(out).toContain('href="https://www.villamaria.gob.ar" target="_blank" rel="noopener noreferrer"');
  });

  it("mailto links stay in the same tab", () => {
    expect(html("[escribinos](mailto:contacto@vilma.com.ar)")).toContain(
      '<a href="mailto:contacto@vilma.com.ar">escribinos</a>',
    );
  });
});

describe("renderMarkdown: headings", () => {
  it("gives ## headings slugified ids and lists them in order", () => {
    const { html: out, headings } = renderMarkdown(
      "Intro\n\n## 1. Qué es Vilma\n\nTexto\n\n## Año y señas\n\n### Detalle",
    );
    expect(out).toContain('<h2 id="1-que-es-vilma">1. Qué es Vilma</h2>');
    expect(out).toContain('<h2 id="ano-y-senas">Año y señas</h2>');
    expect(out).toContain('<h3 id="detalle">Detalle</h3>');
    expect(headings).toEqual([
      { id: "1-que-es-vilma", text: "1. Qué es Vilma" },
      { id: "ano-y-senas", text: "Año y señas" },
    ]);
  });

  it("keeps ids unique, and away from the page's own ids", () => {
    const { headings } = renderMarkdown("## Contacto\n\n## Contacto\n\n## Contacto\n\n## Contenido\n\n## ¿¡!?");
    expect(headings.map((h) => h.id)).toEqual(["contacto", "contacto-2", "contacto-3", "contenido-2", "seccion"]);
  });

  it("uses the plain text of headings with emphasis or code", () => {
    const { headings, html: out } = renderMarkdown("## **Precios** de `plan` y [link](/x)");
    expect(headings).toEqual([{ id: "precios-de-plan-y-link", text: "Precios de plan y link" }]);
    expect(out).toContain('<h2 id="precios-de-plan-y-link"><strong>Precios</strong>');
  });

  it("renders a # heading as h2 (the page title is the only h1)", () => {
    const { html: out, headings } = renderMarkdown("# Título\n\ntexto");
    expect(out).toContain('<h2 id="titulo">Título</h2>');
    expect(out).not.toContain("<h1");
    expect(headings).toHaveLength(1);
  });

  it("escapes markup inside headings", () => {
    const { html: out, headings } = renderMarkdown("## <script>alert(1)</script>");
    expect(out).not.toContain("<script");
    expect(headings[0]?.text).toBe("<script>alert(1)</script>");
    expect(headings[0]?.id).toBe("script-alert-1-script");
  });
});

describe("renderMarkdown: the rest", () => {
  it("returns the first paragraph as plain text", () => {
    expect(renderMarkdown("## T\n\nEn **Vilma** cuidamos\ntus datos.\n\nOtro párrafo.").summary).toBe(
      "En Vilma cuidamos tus datos.",
    );
    expect(renderMarkdown("## Sólo un título").summary).toBe("");
  });

  it("wraps tables in a focusable scroll region", () => {
    const out = html("| a | b |\n|---|---|\n| 1 | 2 |");
    expect(out).toMatch(/^<div class="md-table" role="region" aria-label="Tabla" tabindex="0"><table>/);
    expect(out.trim()).toMatch(/<\/table>\n?<\/div>$/);
  });

  it("lazy-loads images", () => {
    expect(html("![Plano](/media/plano.png)")).toContain(
      '<img src="/media/plano.png" alt="Plano" loading="lazy" decoding="async">',
    );
  });
});
