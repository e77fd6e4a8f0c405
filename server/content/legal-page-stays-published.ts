/** Terms and privacy: every page's footer and the sign-up form link to them, so they stay published. */
export const LEGAL_PAGE_STAYS_PUBLISHED =
  "Los términos y la privacidad se enlazan desde todas las páginas: no se pueden despublicar. Editá su texto.";
