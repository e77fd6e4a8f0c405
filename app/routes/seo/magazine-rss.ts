// Placeholder while the feed is being built.
export function loader() {
  return new Response("No encontrado", { status: 404 });
}
