/**
 * The CSV imports of businesses and categories (/admin/businesses/bulk-import,
 * /admin/categories/bulk-import): the columns each one knows, the guess of which file column is
 * which, the mode, and each row read into what it would write, with Spanish messages per field.
 * The server (server/import/) matches rows against the database and writes them.
 */

import { MAP_BOUNDS } from "./business-profile-form.ts";
import { CITIES, type City } from "./cities.ts";
import { formatCompactHours, parseCompactHours } from "./compact-hours.ts";
import { normalizePhone, normalizeWebsite, normalizeWhatsapp } from "./contact-links.ts";
import { type DayHours, weeklyRows } from "./hours-form.ts";
import { nationalPhoneDigits } from "./phone.ts";
import { isValidSlug, slugify } from "./slug.ts";
import { z } from "./zod.ts";

/** The largest file an import takes (a spreadsheet of some 20,000 businesses). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
export const CATEGORY_IMPORT_MAX_ROWS = 2_000;
/** A rota of farmacias de turno: a few months of both cities at most. */
export const DUTY_IMPORT_MAX_ROWS = 2_000;
/** Rows written per transaction (each batch is atomic with its audit rows). */
export const IMPORT_BATCH_SIZE = 500;

export const IMPORT_MODES = ["create-update", "create", "update"] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const IMPORT_MODE_LABELS: Record<ImportMode, string> = {
  "create-update": "Crear y actualizar",
  create: "Sólo crear",
  update: "Sólo actualizar",
};

/** What the run did with a row (the page after an import, each row with a link to what it wrote). */
export const ROW_RESULT_LABELS: Record<RowOutcome, string> = {
  create: "Creado",
  update: "Actualizado",
  unchanged: "Sin cambios",
  skip: "Omitido",
  reject: "Rechazado",
  duplicate: "No importado (duplicado)",
};

/** The fields a row changes, as the page names them ("Cambia: Teléfono, Horarios"). */
export const CHANGE_LABELS: Record<string, string> = {
  name: "Nombre",
  externalId: "ID externo",
  categoryId: "Categoría",
  address: "Dirección",
  city: "Ciudad",
  phoneNumber: "Teléfono",
  whatsappNumber: "WhatsApp",
  email: "E-mail",
  websiteUrl: "Sitio web",
  latitude: "Latitud",
  longitude: "Longitud",
  description: "Descripción",
  status: "Estado",
  hours: "Horarios",
  parent: "Categoría madre",
  iconType: "Tipo de ícono",
  icon: "Ícono",
  color: "Color",
  isFeatured: "Destacada",
  isActive: "Activa",
  position: "Posición",
};

export const IMPORT_KINDS = ["businesses", "categories", "duties"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** What the dry run (and the import) decides for a row. */
export const ROW_OUTCOMES = ["create", "update", "unchanged", "skip", "reject", "duplicate"] as const;
export type RowOutcome = (typeof ROW_OUTCOMES)[number];
export const ROW_OUTCOME_LABELS: Record<RowOutcome, string> = {
  create: "Se crea",
  update: "Se actualiza",
  unchanged: "Sin cambios",
  skip: "Se omite",
  reject: "Rechazada",
  duplicate: "Posible duplicado",
};

export const IMPORT_MESSAGES = {
  /** A row without coordinates whose address the dry run's geocoder found. */
  locatedByAddress: (lat: number, lng: number) =>
    `Ubicación por dirección: ${lat.toFixed(5).replace(".", ",")}, ${lng.toFixed(5).replace(".", ",")} (revisá el pin en su ficha)`,
  notLocated: (address: string) =>
    `Sin ubicación: no encontramos «${address}» en el mapa. Se importa sin pin; cargá latitud y longitud en el archivo o ubicalo desde su ficha`,
  locatorDown: (address: string) =>
    `Sin ubicación: el servicio de mapas no respondió para «${address}». Se importa sin pin; probá la prueba de nuevo o ubicalo desde su ficha`,
  fileRequired: "Elegí un archivo CSV",
  fileTooLarge: `El archivo pesa más de ${IMPORT_MAX_BYTES / 1024 / 1024} MB: dividilo en partes más chicas`,
  fileEmpty:
    "El archivo no tiene filas: la primera línea son los títulos de las columnas y después una fila por comercio",
  tooManyRows: (max: number) => `El archivo tiene más de ${max.toLocaleString("es-AR")} filas: dividilo en partes`,
  notCsv: "El archivo no parece un CSV: exportalo desde la planilla como «CSV» (separado por comas o punto y coma)",
  mode: "Elegí qué hacer con las filas",
  nameColumn: "Elegí la columna del nombre",
  columnTwice: "Esta columna ya está elegida para otro dato",
  badColumn: "Elegí una de las columnas del archivo",
  // per row
  columnsMore: (cells: number, header: number, delimiter: string) =>
    `La fila tiene ${cells} columnas y el encabezado ${header}: revisá si algún valor lleva «${delimiter}» sin comillas`,
  columnsFewer: (cells: number, header: number) =>
    `La fila tiene ${cells} columnas y el encabezado ${header}: revisá si falta algún valor o sobra una comilla`,
  nameMissing: "Falta el nombre",
  nameLong: "El nombre no puede tener más de 120 caracteres",
  slug: "El slug sólo puede tener minúsculas, números y guiones (y no una palabra reservada)",
  externalIdLong: "El external_id no puede tener más de 100 caracteres",
  categoryMissing: "Falta la categoría",
  categoryUnknown: (value: string) => `No hay ninguna categoría «${value}» (por nombre o slug)`,
  city: "La ciudad tiene que ser Villa María o Villa Nueva",
  phone: "Teléfono inválido: tiene que tener característica (ej.: 353 412-3456)",
  whatsapp: "WhatsApp inválido: un celular con característica (ej.: 353 412-3456)",
  email: "E-mail inválido (ej.: hola@micomercio.com.ar)",
  website: "Sitio web inválido (ej.: micomercio.com.ar)",
  coordinates: "Coordenadas inválidas: latitud y longitud, las dos, como -32.41 y -63.24",
  coordinatesOutside: "Las coordenadas quedan fuera de Villa María y Villa Nueva",
  status: "El estado tiene que ser activo, pendiente o inactivo",
  color: "El color tiene que ser hexadecimal, como #2563eb",
  flag: "Escribí sí o no",
  position: "La posición tiene que ser un número entero",
  parentUnknown: (value: string) => `No hay ninguna categoría madre «${value}»`,
  parentCycle: "La categoría madre formaría un ciclo (una categoría no puede estar dentro de sí misma)",
  parentSelf: "Una categoría no puede ser su propia madre",
  dutyDateMissing: "Falta la fecha del turno",
  dutyDate: "Fecha inválida: escribila como 28/11/2026 o 2026-11-28",
  dutyCityMissing: "Falta la ciudad (Villa María o Villa Nueva)",
  dutyTime: "Hora inválida: escribila como 08:00",
  pharmacyUnknown: (name: string, city: string) =>
    `No hay ninguna farmacia «${name}» en ${city} (por nombre o dirección)`,
  pharmacyAmbiguous: (name: string, count: number) =>
    `Hay ${count} farmacias «${name}»: agregá la columna de la dirección`,
} as const;

export interface ImportField {
  key: string;
  label: string;
  required?: boolean;
  /** Header texts (normalised: lowercase, no accents, single spaces) that name this column. */
  guesses: readonly string[];
  help: string;
}

export const BUSINESS_IMPORT_FIELDS = [
  {
    key: "name",
    label: "Nombre",
    required: true,
    guesses: ["nombre", "name", "comercio", "razon social"],
    help: "Obligatorio.",
  },
  {
    key: "externalId",
    label: "ID externo",
    guesses: ["external id", "externalid", "id externo", "id", "codigo"],
    help: "El id de la fila en tu planilla: una nueva importación actualiza en vez de duplicar.",
  },
  { key: "slug", label: "Slug", guesses: ["slug"], help: "La dirección en Vilma; si falta, sale del nombre." },
  {
    key: "category",
    label: "Categoría",
    guesses: ["categoria", "category", "rubro"],
    help: "Nombre o slug de una categoría existente; obligatoria al crear.",
  },
  { key: "address", label: "Dirección", guesses: ["direccion", "address", "domicilio", "calle"], help: "" },
  {
    key: "city",
    label: "Ciudad",
    guesses: ["ciudad", "city", "localidad"],
    help: "Villa María o Villa Nueva; si falta, Villa María.",
  },
  { key: "phone", label: "Teléfono", guesses: ["telefono", "phone", "tel"], help: "Con característica." },
  { key: "whatsapp", label: "WhatsApp", guesses: ["whatsapp", "wsp", "wa", "celular"], help: "" },
  { key: "email", label: "E-mail", guesses: ["email", "e mail", "mail", "correo"], help: "" },
  { key: "website", label: "Sitio web", guesses: ["web", "website", "sitio", "sitio web", "url"], help: "" },
  { key: "latitude", label: "Latitud", guesses: ["latitud", "latitude", "lat"], help: "Como -32.41 o -32,41." },
  { key: "longitude", label: "Longitud", guesses: ["longitud", "longitude", "lng", "lon", "long"], help: "" },
  { key: "hours", label: "Horarios", guesses: ["horarios", "horario", "hours"], help: "Formato compacto (abajo)." },
  { key: "description", label: "Descripción", guesses: ["descripcion", "description"], help: "" },
  {
    key: "status",
    label: "Estado",
    guesses: ["estado", "status"],
    help: "activo, pendiente o inactivo; si falta, activo al crear.",
  },
] as const satisfies readonly ImportField[];

export const CATEGORY_IMPORT_FIELDS = [
  { key: "name", label: "Nombre", required: true, guesses: ["nombre", "name", "categoria"], help: "Obligatorio." },
  { key: "slug", label: "Slug", guesses: ["slug"], help: "Identifica la categoría; si falta, sale del nombre." },
  {
    key: "parent",
    label: "Categoría madre",
    guesses: ["madre", "padre", "parent", "categoria madre", "categoria padre"],
    help: "Nombre o slug (de la base o del mismo archivo).",
  },
  { key: "icon", label: "Ícono", guesses: ["icono", "icon"], help: "Un nombre de ícono (ej.: store) o un emoji." },
  { key: "color", label: "Color", guesses: ["color", "colour"], help: "Hexadecimal, como #2563eb." },
  { key: "featured", label: "Destacada", guesses: ["destacada", "featured"], help: "sí o no." },
  { key: "active", label: "Activa", guesses: ["activa", "active"], help: "sí o no." },
  { key: "position", label: "Posición", guesses: ["posicion", "position", "orden"], help: "Número entero." },
] as const satisfies readonly ImportField[];

export type BusinessFieldKey = (typeof BUSINESS_IMPORT_FIELDS)[number]["key"];
export type CategoryFieldKey = (typeof CATEGORY_IMPORT_FIELDS)[number]["key"];

/** The rota of farmacias de turno, as the pharmacists' association publishes it (date, pharmacy, city). */
export const DUTY_IMPORT_FIELDS = [
  {
    key: "name",
    label: "Farmacia",
    required: true,
    guesses: ["farmacia", "nombre", "pharmacy", "name"],
    help: "Obligatorio. El nombre como está en Vilma (sin importar tildes ni mayúsculas).",
  },
  {
    key: "date",
    label: "Fecha",
    required: true,
    guesses: ["fecha", "date", "dia"],
    help: "Obligatoria: el día en que empieza el turno (28/11/2026 o 2026-11-28).",
  },
  {
    key: "city",
    label: "Ciudad",
    required: true,
    guesses: ["ciudad", "city", "localidad"],
    help: "Obligatoria: Villa María o Villa Nueva.",
  },
  {
    key: "address",
    label: "Dirección",
    guesses: ["direccion", "domicilio", "address"],
    help: "Para distinguir dos farmacias con el mismo nombre.",
  },
  {
    key: "start",
    label: "Desde",
    guesses: ["desde", "inicio", "start"],
    help: "Hora en que empieza; si falta, 08:00.",
  },
  {
    key: "end",
    label: "Hasta",
    guesses: ["hasta", "fin", "end"],
    help: "Hora en que termina (al día siguiente si es más temprano o igual); si falta, 08:00.",
  },
] as const satisfies readonly ImportField[];

export type DutyFieldKey = (typeof DUTY_IMPORT_FIELDS)[number]["key"];

export function importFields(kind: ImportKind): readonly ImportField[] {
  return kind === "businesses"
    ? BUSINESS_IMPORT_FIELDS
    : kind === "duties"
      ? DUTY_IMPORT_FIELDS
      : CATEGORY_IMPORT_FIELDS;
}

/** The biggest file each import takes. */
export function importMaxRows(kind: ImportKind): number {
  return kind === "businesses" ? IMPORT_MAX_ROWS : kind === "duties" ? DUTY_IMPORT_MAX_ROWS : CATEGORY_IMPORT_MAX_ROWS;
}

/** Which file column feeds each field (its index), or null for none. */
export type ColumnMapping = Record<string, number | null>;

/** Lowercase, no accents, anything else a single space: "Teléfono " → "telefono", "e-mail" → "e mail". */
export function normalizeHeader(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The first column whose header is one of each field's guesses (a column feeds one field at most). */
export function guessMapping(headers: readonly string[], fields: readonly ImportField[]): ColumnMapping {
  const normalized = headers.map(normalizeHeader);
  const used = new Set<number>();
  const mapping: ColumnMapping = {};
  for (const field of fields) {
    let found: number | null = null;
    for (const guess of field.guesses) {
      const index = normalized.findIndex((h, i) => h === guess && !used.has(i));
      if (index >= 0) {
        found = index;
        break;
      }
    }
    if (found !== null) used.add(found);
    mapping[field.key] = found;
  }
  return mapping;
}

/** The mapping form (`map.<field>` = a column's index or "" for none, and the mode). */
export function mappingSchema(kind: ImportKind, columnCount: number) {
  const fields = importFields(kind);
  const column = z.preprocess(
    (v) => (typeof v === "string" && v !== "" ? Number(v) : null),
    z
      .number({ error: IMPORT_MESSAGES.badColumn })
      .int()
      .min(0)
      .max(columnCount - 1, IMPORT_MESSAGES.badColumn)
      .nullable(),
  );
  const shape = Object.fromEntries(fields.map((f) => [f.key, column]));
  return z
    .object({
      mode: z.enum(IMPORT_MODES, { error: IMPORT_MESSAGES.mode }),
      map: z.object(shape),
    })
    .superRefine((value, ctx) => {
      const map = value.map as Record<string, number | null>;
      if (map.name === null || map.name === undefined) {
        ctx.addIssue({ code: "custom", path: ["map", "name"], message: IMPORT_MESSAGES.nameColumn });
      }
      const seen = new Set<number>();
      for (const field of fields) {
        const index = map[field.key];
        if (index === null || index === undefined) continue;
        if (seen.has(index))
          ctx.addIssue({ code: "custom", path: ["map", field.key], message: IMPORT_MESSAGES.columnTwice });
        seen.add(index);
      }
    });
}

// ---------------------------------------------------------------- normalising for duplicates ----

const ABBREVIATIONS: Record<string, string> = {
  av: "avenida",
  avda: "avenida",
  avd: "avenida",
  bv: "bulevar",
  bvd: "bulevar",
  bvard: "bulevar",
  blvd: "bulevar",
  boulevard: "bulevar",
  gral: "general",
  pje: "pasaje",
  psje: "pasaje",
  dr: "doctor",
  dra: "doctora",
  ing: "ingeniero",
  pte: "presidente",
  sta: "santa",
  sto: "santo",
  esq: "esquina",
  n: "",
  no: "",
  nro: "",
  num: "",
  sn: "sin numero",
  y: "",
  de: "",
  del: "",
  la: "",
  el: "",
};

/** Lowercase, no accents, no punctuation, single spaces, common abbreviations spelled out. */
export function normalizeForMatch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/s\/n/g, "sn")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .map((w) => ABBREVIATIONS[w] ?? w)
    .filter(Boolean)
    .join(" ");
}

/** "name|address" for the likely-duplicate check; null without an address. */
export function nameAddressKey(name: string, address: string | null | undefined): string | null {
  if (!address?.trim()) return null;
  return `${normalizeForMatch(name)}|${normalizeForMatch(address)}`;
}

/** The phone's national digits, for the likely-duplicate check. */
export function phoneKey(phone: string | null | undefined): string | null {
  return phone ? nationalPhoneDigits(phone) : null;
}

// ---------------------------------------------------------------------------- reading a row ----

export interface FieldError {
  field: string;
  message: string;
}

/** What a business row writes: only the columns the file fills (an empty cell changes nothing). */
export interface BusinessRowValues {
  name: string;
  externalId: string | null;
  slug: string | null;
  categoryId?: number;
  address?: string;
  city?: City;
  phoneNumber?: string;
  whatsappNumber?: string;
  email?: string;
  websiteUrl?: string;
  latitude?: number;
  longitude?: number;
  description?: string;
  status?: "active" | "pending" | "inactive";
  /** The week, when the file has an hours cell. */
  hours?: DayHours[];
}

export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
}

const STATUS_WORDS: Record<string, BusinessRowValues["status"]> = {
  activo: "active",
  activa: "active",
  active: "active",
  pendiente: "pending",
  pending: "pending",
  inactivo: "inactive",
  inactiva: "inactive",
  inactive: "inactive",
};

/** "−32,4075" / "-32.4075" → −32.4075; anything else null. */
export function parseCoordinate(text: string): number | null {
  const cleaned = text.trim().replace("−", "-").replace(",", ".");
  if (!/^-?\d{1,3}(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

function cityOf(text: string): BusinessRowValues["city"] | null {
  const key = normalizeHeader(text);
  return CITIES.find((c) => normalizeHeader(c) === key) ?? null;
}

/** A lookup of categories by normalised name and by slug. */
export function categoryLookup(categories: readonly CategoryRef[]): (text: string) => CategoryRef | undefined {
  const bySlug = new Map(categories.map((c) => [c.slug, c]));
  const byName = new Map(categories.map((c) => [normalizeHeader(c.name), c]));
  return (text) =>
    bySlug.get(text.trim().toLowerCase()) ?? byName.get(normalizeHeader(text)) ?? bySlug.get(slugify(text));
}

export type RowRead<T> = { ok: true; values: T } | { ok: false; errors: FieldError[] };

/** The file's shape every row must have: the header's number of columns, and its delimiter. */
export interface RowShape {
  columns: number;
  delimiter: string;
}

/**
 * A row whose number of cells is not the header's is refused whole: its cells no longer line up
 * with the columns (a `;` inside an unquoted hours cell splits it in two, and the second half
 * would be dropped without a word).
 */
export function rowShapeError(cells: readonly string[], shape: RowShape): FieldError | null {
  if (cells.length === shape.columns) return null;
  return {
    field: "row",
    message:
      cells.length > shape.columns
        ? IMPORT_MESSAGES.columnsMore(cells.length, shape.columns, shape.delimiter)
        : IMPORT_MESSAGES.columnsFewer(cells.length, shape.columns),
  };
}

/** Reads one business row through the mapping. */
export function readBusinessRow(
  cells: readonly string[],
  shape: RowShape,
  mapping: ColumnMapping,
  findCategory: (text: string) => CategoryRef | undefined,
): RowRead<BusinessRowValues> {
  const shapeError = rowShapeError(cells, shape);
  if (shapeError) return { ok: false, errors: [shapeError] };
  const cell = (key: BusinessFieldKey) => {
    const index = mapping[key];
    return index === null || index === undefined ? "" : (cells[index] ?? "").trim();
  };
  const errors: FieldError[] = [];
  const error = (field: BusinessFieldKey, message: string) => errors.push({ field, message });
  const name = cell("name").replace(/\s+/g, " ");
  const values: BusinessRowValues = {
    name,
    externalId: cell("externalId") || null,
    slug: cell("slug").toLowerCase() || null,
  };
  if (!name) error("name", IMPORT_MESSAGES.nameMissing);
  else if (name.length > 120) error("name", IMPORT_MESSAGES.nameLong);
  if (values.slug && !isValidSlug(values.slug)) error("slug", IMPORT_MESSAGES.slug);
  if (values.externalId && values.externalId.length > 100) error("externalId", IMPORT_MESSAGES.externalIdLong);
  const category = cell("category");
  if (category) {
    const found = findCategory(category);
    if (found) values.categoryId = found.id;
    else error("category", IMPORT_MESSAGES.categoryUnknown(category));
  }
  const address = cell("address").replace(/\s+/g, " ");
  if (address) values.address = address;
  const city = cell("city");
  if (city) {
    const found = cityOf(city);
    if (found) values.city = found;
    else error("city", IMPORT_MESSAGES.city);
  }
  const contact = [
    ["phone", "phoneNumber", normalizePhone, IMPORT_MESSAGES.phone],
    ["whatsapp", "whatsappNumber", normalizeWhatsapp, IMPORT_MESSAGES.whatsapp],
    ["website", "websiteUrl", normalizeWebsite, IMPORT_MESSAGES.website],
  ] as const;
  for (const [field, column, normalize, message] of contact) {
    const text = cell(field);
    if (!text) continue;
    const normalized = normalize(text);
    if (normalized) values[column] = normalized;
    else error(field, message);
  }
  const email = cell("email").toLowerCase();
  if (email) {
    if (z.email().max(200).safeParse(email).success) values.email = email;
    else error("email", IMPORT_MESSAGES.email);
  }
  const latText = cell("latitude");
  const lngText = cell("longitude");
  if (latText || lngText) {
    const lat = parseCoordinate(latText);
    const lng = parseCoordinate(lngText);
    if (lat === null || lng === null)
      error(latText && lat !== null ? "longitude" : "latitude", IMPORT_MESSAGES.coordinates);
    else if (lat < MAP_BOUNDS.minLat || lat > MAP_BOUNDS.maxLat || lng < MAP_BOUNDS.minLng || lng > MAP_BOUNDS.maxLng) {
      error("latitude", IMPORT_MESSAGES.coordinatesOutside);
    } else {
      values.latitude = lat;
      values.longitude = lng;
    }
  }
  const hours = parseCompactHours(cell("hours"));
  if (hours?.ok) values.hours = hours.days;
  else if (hours) error("hours", `Horarios: ${hours.message}`);
  const description = cell("description");
  if (description) values.description = description.slice(0, 2000);
  const status = cell("status");
  if (status) {
    const found = STATUS_WORDS[normalizeHeader(status)];
    if (found) values.status = found;
    else error("status", IMPORT_MESSAGES.status);
  }
  return errors.length ? { ok: false, errors } : { ok: true, values };
}

/** The compact text of a row's week (compared with the stored week's to see a change). */
export function compactHoursOf(days: DayHours[]): string {
  return formatCompactHours(weeklyRows(days));
}

export interface CategoryRowValues {
  name: string;
  slug: string;
  /** The parent's name or slug as written (resolved by the server against the base and the file). */
  parent?: string;
  iconType?: "lucide" | "emoji";
  icon?: string;
  color?: string;
  isFeatured?: boolean;
  isActive?: boolean;
  position?: number;
}

const YES = new Set(["si", "s", "yes", "y", "true", "1", "x", "verdadero"]);
const NO = new Set(["no", "n", "false", "0", "falso"]);

export function parseFlag(text: string): boolean | null {
  const key = normalizeHeader(text);
  return YES.has(key) ? true : NO.has(key) ? false : null;
}

/** Reads one category row through the mapping. */
export function readCategoryRow(
  cells: readonly string[],
  shape: RowShape,
  mapping: ColumnMapping,
): RowRead<CategoryRowValues> {
  const shapeError = rowShapeError(cells, shape);
  if (shapeError) return { ok: false, errors: [shapeError] };
  const cell = (key: CategoryFieldKey) => {
    const index = mapping[key];
    return index === null || index === undefined ? "" : (cells[index] ?? "").trim();
  };
  const errors: FieldError[] = [];
  const error = (field: CategoryFieldKey, message: string) => errors.push({ field, message });
  const name = cell("name").replace(/\s+/g, " ");
  const slug = cell("slug").toLowerCase() || slugify(name);
  const values: CategoryRowValues = { name, slug };
  if (!name) error("name", IMPORT_MESSAGES.nameMissing);
  else if (name.length > 120) error("name", IMPORT_MESSAGES.nameLong);
  if (name && !isValidSlug(slug)) error("slug", IMPORT_MESSAGES.slug);
  const parent = cell("parent");
  if (parent) values.parent = parent;
  const icon = cell("icon");
  if (icon) {
    values.icon = icon;
    values.iconType = /^[a-z0-9-]+$/i.test(icon) ? "lucide" : "emoji";
  }
  const color = cell("color");
  if (color) {
    if (/^#[0-9a-f]{6}$/i.test(color)) values.color = color.toLowerCase();
    else error("color", IMPORT_MESSAGES.color);
  }
  for (const [field, key] of [
    ["featured", "isFeatured"],
    ["active", "isActive"],
  ] as const) {
    const text = cell(field);
    if (!text) continue;
    const flag = parseFlag(text);
    if (flag === null) error(field, IMPORT_MESSAGES.flag);
    else values[key] = flag;
  }
  const position = cell("position");
  if (position) {
    if (/^-?\d{1,6}$/.test(position)) values.position = Number(position);
    else error("position", IMPORT_MESSAGES.position);
  }
  return errors.length ? { ok: false, errors } : { ok: true, values };
}

export interface DutyRowValues {
  name: string;
  /** yyyy-MM-dd */
  date: string;
  city: City;
  address?: string;
  /** "HH:MM" */
  start: string;
  end: string;
}

/** "28/11/2026", "28-11-26", "2026-11-28" → "2026-11-28"; null when it is not a real date. */
export function parseRotaDate(text: string): string | null {
  const t = text.trim();
  let y: number;
  let m: number;
  let d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(t);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (local) [d, m, y] = [Number(local[1]), Number(local[2]), Number(local[3])];
  else return null;
  if (y < 100) y += 2000;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** "8", "8:00", "08.00", "8 hs" → "08:00"; null otherwise. */
export function parseRotaTime(text: string): string | null {
  const m = /^(\d{1,2})(?:[:.](\d{2}))?\s*(?:h|hs|horas)?$/i.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, "0")}:${String(min).padStart(2, "0")}`;
}

/** Reads one row of a duty rota through the mapping. */
export function readDutyRow(cells: readonly string[], shape: RowShape, mapping: ColumnMapping): RowRead<DutyRowValues> {
  const shapeError = rowShapeError(cells, shape);
  if (shapeError) return { ok: false, errors: [shapeError] };
  const cell = (key: DutyFieldKey) => {
    const index = mapping[key];
    return index === null || index === undefined ? "" : (cells[index] ?? "").trim();
  };
  const errors: FieldError[] = [];
  const error = (field: DutyFieldKey, message: string) => errors.push({ field, message });
  const name = cell("name").replace(/\s+/g, " ");
  if (!name) error("name", IMPORT_MESSAGES.nameMissing);
  const dateText = cell("date");
  const date = dateText ? parseRotaDate(dateText) : null;
  if (!dateText) error("date", IMPORT_MESSAGES.dutyDateMissing);
  else if (!date) error("date", IMPORT_MESSAGES.dutyDate);
  const cityText = cell("city");
  const city = cityText ? cityOf(cityText) : null;
  if (!cityText) error("city", IMPORT_MESSAGES.dutyCityMissing);
  else if (!city) error("city", IMPORT_MESSAGES.city);
  const times = (["start", "end"] as const).map((key) => {
    const text = cell(key);
    if (!text) return "08:00";
    const time = parseRotaTime(text);
    if (!time) error(key, IMPORT_MESSAGES.dutyTime);
    return time ?? "08:00";
  });
  if (errors.length || !date || !city) return { ok: false, errors };
  const address = cell("address");
  return {
    ok: true,
    values: { name, date, city, start: times[0]!, end: times[1]!, ...(address ? { address } : {}) },
  };
}

/** The example file offered on each import page (its header row is what the guesses read best). */
export function exampleCsv(kind: ImportKind): string[][] {
  if (kind === "duties") {
    return [
      ["fecha", "farmacia", "ciudad", "direccion"],
      ["01/12/2026", "Farmacia San Martín", "Villa María", "Av. San Martín 223"],
      ["01/12/2026", "Farmacia Belgrano", "Villa Nueva", "Belgrano 803"],
      ["02/12/2026", "Farmacia Sarmiento", "Villa María", ""],
    ];
  }
  if (kind === "categories") {
    return [
      ["nombre", "slug", "madre", "icono", "color", "destacada", "activa", "posicion"],
      ["Gastronomía", "gastronomia", "", "utensils", "#ea580c", "sí", "sí", "1"],
      ["Heladerías", "heladerias", "gastronomia", "🍦", "#db2777", "no", "sí", "5"],
    ];
  }
  return [
    [
      "external_id",
      "nombre",
      "categoria",
      "direccion",
      "ciudad",
      "telefono",
      "whatsapp",
      "email",
      "web",
      "latitud",
      "longitud",
      "horarios",
    ],
    [
      "A-001",
      "Panadería El Peñón",
      "Panaderías",
      "Av. San Martín 1234",
      "Villa María",
      "353 412-3456",
      "353 415-0000",
      "hola@elpenon.com.ar",
      "elpenon.com.ar",
      "-32.4107",
      "-63.2405",
      "lun-vie 7-13,16-20; sáb 7-13",
    ],
    [
      "A-002",
      "Farmacia Centro",
      "farmacias",
      "Bv. España 250",
      "Villa Nueva",
      "353 453-1111",
      "",
      "",
      "",
      "",
      "",
      "lun-sáb 8-21; dom cerrado",
    ],
  ];
}
