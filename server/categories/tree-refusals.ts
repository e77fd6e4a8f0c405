import { fail, type Result } from "#core/errors.ts";

/** The words of the category tree's refusals. */
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

/**
 * Every refusal of the tree is a conflict with the tree as it is now (answered 409), whether it names
 * a field of the form or not: someone else changed it, or the change would break its two levels.
 */
export function treeRefusal<T>(message: string, field?: "slug" | "parentId" | "moveTo"): Result<T> {
  return fail("conflict", message, field ? { [field]: message } : undefined);
}
