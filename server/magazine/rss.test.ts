import { describe, expect, it } from "vitest";
import { RSS_ITEM_LIMIT, type RssPost, renderRss, rfc822 } from "./rss.ts";

const post = (n: number, overrides: Partial<RssPost> = {}): RssPost => ({
  slug: `nota-${n}`,
  title: `Nota ${n}`,
  excerpt: `Resumen ${n}`,
  category: "Guías",
  authorName: "Redacción Vilma",
  publishedAt: new Date(Date.UTC(2026, 10, 21 - n, 12)).toISOString(),
  ...overrides,
});

/** A small well-formedness check: balanced tags, no stray "<" or "&" in text. */
function expectWellFormed(xml: string) {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  const stack: string[] = [];
  for (const part of body.split(/(<[^>]*>)/)) {
    if (part.startsWith("<")) {
      const tag = /^<(\/?)([\w:.-]+)[^>]*?(\/?)>$/.exec(part);
      expect(tag, part).not.toBeNull();
      const [, closing, name, selfClosing] = tag as RegExpExecArray;
      if (selfClosing) continue;
      if (closing) expect(stack.pop(), part).toBe(name);
      else stack.push(name as string);
    } else {
      expect(part, "raw < in text").not.toContain("<");
      expect(part.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, ""), "raw & in text").not.toContain("&");
    }
  }
  expect(stack).toEqual([]);
}

describe("renderRss", () => {
  it("renders an RSS 2.0 channel with atom:link self and es-AR", () => {
    const xml = renderRss("https://vilma.com.ar", [post(1), post(2)]);
    expectWellFormed(xml);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<title>Vilma Magazine</title>");
    expect(xml).toContain("<link>https://vilma.com.ar/magazine</link>");
    expect(xml).toContain("<language>es-AR</language>");
    expect(xml).toContain(
      '<atom:link href="https://vilma.com.ar/magazine/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain(`<lastBuildDate>${rfc822(new Date(post(1).publishedAt))}</lastBuildDate>`);
  });

  it("gives each item title, link, permalink guid, RFC 822 pubDate, description, category and author", () => {
    const xml = renderRss("https://vilma.com.ar", [post(1)]);
    expect(xml).toContain(`    <item>
      <title>Nota 1</title>
      <link>https://vilma.com.ar/magazine/nota-1</link>
      <guid isPermaLink="true">https://vilma.com.ar/magazine/nota-1</guid>
      <pubDate>Fri, 20 Nov 2026 12:00:00 GMT</pubDate>
      <description>Resumen 1</description>
      <category>Guías</category>
      <dc:creator>Redacción Vilma</dc:creator>
    </item>`);
  });

  it("escapes markup in titles, excerpts and categories", () => {
    const xml = renderRss("https://vilma.com.ar", [
      post(1, {
        title: 'Café & "medialunas" <b>',
        excerpt: "<script>alert('x')</script> & más\u0000\u001b",
        category: "A&B",
      }),
    ]);
    expectWellFormed(xml);
    expect(xml).toContain("<title>Café &amp; &quot;medialunas&quot; &lt;b&gt;</title>");
    expect(xml).toContain("<description>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; más</description>");
    expect(xml).toContain("<category>A&amp;B</category>");
    expect(xml).not.toContain("<script");
  });

  it("keeps the 20 newest and leaves out what a post doesn't have", () => {
    const posts = Array.from({ length: 25 }, (_, i) => post(i + 1));
    const xml = renderRss("https://vilma.com.ar", posts);
    expect(xml.match(/<item>/g)).toHaveLength(RSS_ITEM_LIMIT);
    const bare = renderRss("https://vilma.com.ar", [post(1, { excerpt: null, category: null, authorName: null })]);
    expect(bare).toContain("<description></description>");
    expect(bare).not.toContain("<category>");
    expect(bare).not.toContain("<dc:creator>");
    expectWellFormed(renderRss("https://vilma.com.ar", []));
  });
});
