/** Which page numbers a pager shows: up to `size` consecutive pages around the current one. */
export function pageWindow(page: number, pageCount: number, size = 5): number[] {
  const count = Math.min(size, Math.max(0, pageCount));
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pageCount - size + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

/** `search` with `page` set (left out for the first page), every other parameter kept. */
export function withPage(search: URLSearchParams | string, page: number, name = "page"): string {
  const query = new URLSearchParams(search);
  if (page > 1) query.set(name, String(page));
  else query.delete(name);
  const text = query.toString();
  return text ? `?${text}` : "";
}
