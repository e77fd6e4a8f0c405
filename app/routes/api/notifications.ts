// PLACEHOLDER: being built (issue 4).
export function loader() {
  return new Response("No encontrado", { status: 404 });
}
