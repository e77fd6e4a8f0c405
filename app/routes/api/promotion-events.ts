// Placeholder while promotion tracking is being built.
export function action() {
  return Response.json({ error: "No disponible" }, { status: 404 });
}
