/** What a change to the category tree answers, and the words of its refusals. */
export type CategoryOutcome<T = { id: number }> =
  | ({ ok: true; name: string } & T)
  | { ok: false; field?: "slug" | "parentId" | "moveTo"; message: string };

export const CATEGORY_TREE_MESSAGES = {
  gone: "La categoría ya no existe.",
  slugTaken: "Ya hay una categoría con esa dirección.",
  cycle: "Una categoría no puede estar dentro de sí misma ni de una de sus subcategorías.",
  parentGone: "Esa categoría principal ya no existe.",
  tooDeep: "Las subcategorías van dentro de una categoría principal (hay dos niveles, no más).",
  hasChildren: "Tiene subcategorías: no puede pasar a ser subcategoría. Mové sus subcategorías primero.",
  deleteChildren: "Tiene subcategorías: movelas o eliminalas antes de eliminarla.",
  moveToSelf: "Elegí otra categoría para sus comercios.",
  moveToGone: "La categoría elegida para sus comercios ya no existe.",
} as const;
