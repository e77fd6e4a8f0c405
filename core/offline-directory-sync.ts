/**
 * How the phone keeps the offline directory (core/offline-directory.ts) in sync: where it is stored
 * and how often it asks. Apart from the format so the background refresh (in every page's service
 * worker start-up chunk) does not pull in the opening-hours rule and its time-zone code.
 */

/** 2: each business carries the bank promotions that apply there ("Hoy con tu tarjeta" offline). */
export const DIRECTORY_FORMAT = 2;
/** The phone asks for a fresh copy at most this often (the answer is a 304 when nothing changed). */
export const DIRECTORY_REFRESH_MS = 3 * 60 * 60 * 1000;
/** Where the offline page and the refresher keep the document (Cache Storage). */
export const DIRECTORY_CACHE = "vilma-directory";
export const DIRECTORY_URL = "/api/directory";
