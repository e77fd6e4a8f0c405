import { describe, expect, it } from "vitest";
import {
  BUSINESS_IMPORT_FIELDS,
  CATEGORY_IMPORT_FIELDS,
  categoryLookup,
  guessMapping,
  mappingSchema,
  nameAddressKey,
  phoneKey,
  readBusinessRow,
  readCategoryRow,
} from "./csv-import.ts";

const CATEGORIES = [
  { id: 1, name: "Panaderías", slug: "panaderias" },
  { id: 2, name: "Farmacias", slug: "farmacias" },
];
const find = categoryLookup(CATEGORIES);

describe("guessMapping", () => {
  it("reads Spanish and English headers, with accents, case and spaces", () => {
    const headers = [
      "ID",
      "Nombre ",
      "Categoría",
      "Dirección",
      "Teléfono",
      "WhatsApp",
      "E-mail",
      "Web",
      "Latitud",
      "Longitud",
      "Horarios",
      "city",
    ];
    const mapping = guessMapping(headers, BUSINESS_IMPORT_FIELDS);
    expect(mapping).toMatchObject({
      externalId: 0,
      name: 1,
      category: 2,
      address: 3,
      phone: 4,
      whatsapp: 5,
      email: 6,
      website: 7,
      latitude: 8,
      longitude: 9,
      hours: 10,
      city: 11,
      slug: null,
    });
    expect(guessMapping(["name", "phone", "external_id"], BUSINESS_IMPORT_FIELDS)).toMatchObject({
      name: 0,
      phone: 1,
      externalId: 2,
    });
  });

  it("gives each column to one field", () => {
    expect(guessMapping(["categoria", "slug"], CATEGORY_IMPORT_FIELDS)).toMatchObject({
      name: 0,
      slug: 1,
      parent: null,
    });
  });
});

describe("mappingSchema", () => {
  it("needs the name's column, refuses a column twice and an index past the file", () => {
    const schema = mappingSchema("businesses", 3);
    expect(schema.safeParse({ mode: "create", map: { name: "0", phone: "1" } }).success).toBe(true);
    const issues = (input: unknown) =>
      schema.safeParse(input).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(issues({ mode: "create", map: { name: "" } })).toEqual(["map.name: Elegí la columna del nombre"]);
    expect(issues({ mode: "create", map: { name: "0", phone: "0" } })).toEqual([
      "map.phone: Esta columna ya está elegida para otro dato",
    ]);
    expect(issues({ mode: "x", map: { name: "0", phone: "7" } })).toEqual([
      "mode: Elegí qué hacer con las filas",
      "map.phone: Elegí una de las columnas del archivo",
    ]);
  });
});

describe("duplicate keys", () => {
  it("normalise names and addresses: case, accents, spaces, abbreviations", () => {
    expect(nameAddressKey("Panadería  EL PEÑÓN", "Av. Gral. San Martín Nº 1234")).toBe(
      nameAddressKey("panaderia el penon", "Avenida General San Martin 1234"),
    );
    expect(nameAddressKey("Kiosco", "")).toBeNull();
    expect(phoneKey("(0353) 15 412-3456")).toBe(phoneKey("+54 9 353 412 3456"));
  });
});

describe("readBusinessRow", () => {
  const mapping = guessMapping(
    [
      "nombre",
      "categoria",
      "ciudad",
      "telefono",
      "whatsapp",
      "email",
      "web",
      "latitud",
      "longitud",
      "horarios",
      "estado",
    ],
    BUSINESS_IMPORT_FIELDS,
  );
  const shape = { columns: 11, delimiter: ";" };

  it("reads a good row into what it writes", () => {
    const row = readBusinessRow(
      [
        "Panadería El Peñón",
        "panaderias",
        "villa nueva",
        "0353 412-3456",
        "353 415 0000",
        "Hola@ElPenon.com.ar",
        "elpenon.com.ar",
        "-32,4107",
        "-63.2405",
        "lun-vie 7-13",
        "activo",
      ],
      shape,
      mapping,
      find,
    );
    expect(row).toMatchObject({
      ok: true,
      values: {
        name: "Panadería El Peñón",
        categoryId: 1,
        city: "Villa Nueva",
        email: "hola@elpenon.com.ar",
        websiteUrl: "https://elpenon.com.ar/",
        latitude: -32.4107,
        longitude: -63.2405,
        status: "active",
      },
    });
  });

  it("leaves out empty cells", () => {
    const row = readBusinessRow(["Kiosco", "", "", "", "", "", "", "", "", "", ""], shape, mapping, find);
    expect(row).toEqual({ ok: true, values: { name: "Kiosco", externalId: null, slug: null } });
  });

  it("says what is wrong with each field, in Spanish", () => {
    const row = readBusinessRow(
      ["", "Zapaterías", "Córdoba", "123", "abc", "no-mail", "no web", "-32.4", "", "lunes 9", "quizás"],
      shape,
      mapping,
      find,
    );
    expect(row.ok).toBe(false);
    expect(!row.ok && row.errors.map((e) => e.field)).toEqual([
      "name",
      "category",
      "city",
      "phone",
      "whatsapp",
      "website",
      "email",
      "longitude",
      "hours",
      "status",
    ]);
    expect(!row.ok && row.errors[1]!.message).toBe("No hay ninguna categoría «Zapaterías» (por nombre o slug)");
    const outside = readBusinessRow(["X", "", "", "", "", "", "", "-31.4", "-64.1", "", ""], shape, mapping, find);
    expect(!outside.ok && outside.errors[0]!.message).toBe("Las coordenadas quedan fuera de Villa María y Villa Nueva");
  });

  it("refuses a row whose cells do not line up with the header, and says why", () => {
    // `lun-vie 7-13,16-20; sáb 7-13` unquoted in a ;-separated file: the hours split in two cells.
    const cells = ["Panadería", "panaderias", "", "", "", "", "", "", "", "lun-vie 7-13,16-20", " sáb 7-13", ""];
    expect(readBusinessRow(cells, shape, mapping, find)).toEqual({
      ok: false,
      errors: [
        {
          field: "row",
          message: "La fila tiene 12 columnas y el encabezado 11: revisá si algún valor lleva «;» sin comillas",
        },
      ],
    });
    const short = readBusinessRow(["Panadería", "panaderias"], { columns: 11, delimiter: "," }, mapping, find);
    expect(!short.ok && short.errors.map((e) => e.message)).toEqual([
      "La fila tiene 2 columnas y el encabezado 11: revisá si falta algún valor o sobra una comilla",
    ]);
  });
});

describe("readCategoryRow", () => {
  const mapping = guessMapping(
    ["nombre", "slug", "madre", "icono", "color", "destacada", "activa", "posicion"],
    CATEGORY_IMPORT_FIELDS,
  );
  const shape = { columns: 8, delimiter: "," };
  it("reads flags, icons and a slug from the name", () => {
    expect(
      readCategoryRow(["Heladerías", "", "gastronomia", "🍦", "#DB2777", "Sí", "no", "5"], shape, mapping),
    ).toEqual({
      ok: true,
      values: {
        name: "Heladerías",
        slug: "heladerias",
        parent: "gastronomia",
        icon: "🍦",
        iconType: "emoji",
        color: "#db2777",
        isFeatured: true,
        isActive: false,
        position: 5,
      },
    });
    const bad = readCategoryRow(["X", "Con Espacios", "", "", "rojo", "tal vez", "", "uno"], shape, mapping);
    expect(!bad.ok && bad.errors.map((e) => e.field)).toEqual(["slug", "color", "featured", "position"]);
    const split = readCategoryRow(
      ["Heladerías", "", "gastronomia", "🍦", "#DB2777", "Sí", "no", "5", "6"],
      shape,
      mapping,
    );
    expect(!split.ok && split.errors[0]!.message).toBe(
      "La fila tiene 9 columnas y el encabezado 8: revisá si algún valor lleva «,» sin comillas",
    );
  });
});
