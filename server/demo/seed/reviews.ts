/** Demo reviewers (users + profiles, no accounts) and their reviews of active businesses. */
import type * as schema from "../../platform/db/schema.ts";
import type { SeedBusiness } from "./businesses.ts";
import type { Rng } from "./random.ts";
import { addMs, DAY } from "./time.ts";

export type UserRow = typeof schema.users.$inferInsert & { id: string; createdAt: Date };
export type ProfileRow = typeof schema.profiles.$inferInsert;
export type ReviewRow = typeof schema.businessReviews.$inferInsert;

const FIRST_NAMES = [
  "Lucía",
  "Martina",
  "Sofía",
  "Valentina",
  "Camila",
  "Julieta",
  "Florencia",
  "Agustina",
  "Micaela",
  "Carolina",
  "Romina",
  "Paula",
  "Natalia",
  "Silvina",
  "Graciela",
  "Marcela",
  "Mariela",
  "Noelia",
  "Belén",
  "Victoria",
  "Juan",
  "Martín",
  "Matías",
  "Nicolás",
  "Facundo",
  "Gonzalo",
  "Santiago",
  "Federico",
  "Diego",
  "Pablo",
  "Sebastián",
  "Lucas",
  "Agustín",
  "Franco",
  "Ezequiel",
  "Leandro",
  "Hernán",
  "Gustavo",
  "Jorge",
  "Raúl",
];

const LAST_NAMES = [
  "Bertone",
  "Giraudo",
  "Ferreyra",
  "Gómez",
  "Rodríguez",
  "Peralta",
  "Bustos",
  "Vottero",
  "Bruno",
  "Rossetti",
  "Moyano",
  "Quiroga",
  "Sosa",
  "Pereyra",
  "Ceballos",
  "Castro",
  "Luna",
  "Medina",
  "Ortiz",
  "Cravero",
  "Bossio",
  "Tosco",
  "Gaido",
  "Cuello",
  "Oviedo",
  "Ludueña",
  "Maldonado",
  "Heredia",
  "Ledesma",
  "Pautasso",
  "Zanotti",
  "Mansilla",
  "Barotto",
  "Fenoglio",
  "Rinaldi",
  "Cerutti",
];

const ascii = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export function buildUsers(rng: Rng, now: Date, count = 60): { users: UserRow[]; profiles: ProfileRow[] } {
  const users: UserRow[] = [];
  const profiles: ProfileRow[] = [];
  const names = new Set<string>();
  const emails = new Set<string>();
  for (let i = 1; users.length < count; i++) {
    const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    if (names.has(name)) continue;
    names.add(name);
    const [first, last] = name.split(" ") as [string, string];
    let email = `${ascii(first)}.${ascii(last)}@example.com`;
    if (emails.has(email)) email = `${ascii(first)}${ascii(last)}${i}@example.com`;
    emails.add(email);
    const id = `demo-reviewer-${String(users.length + 1).padStart(3, "0")}`;
    const createdAt = new Date(Math.floor(addMs(now, -rng.float(20, 540) * DAY).getTime() / 1000) * 1000);
    users.push({ id, name, email, emailVerified: true, image: null, createdAt, updatedAt: createdAt });
    profiles.push({
      id,
      email,
      fullName: name,
      avatarUrl: null,
      themePreference: rng.weighted([
        ["system", 7],
        ["dark", 2],
        ["light", 1],
      ] as const),
      createdAt,
      updatedAt: createdAt,
    });
  }
  return { users, profiles };
}

const OPENINGS: Record<number, string[]> = {
  5: [
    "Excelente atención.",
    "Lo recomiendo al 100%.",
    "Todo impecable.",
    "Un lujo, de verdad.",
    "Siempre que voy me atienden bárbaro.",
    "Rapidísimos y muy amables.",
    "De lo mejor de la zona.",
    "Cinco estrellas merecidas.",
  ],
  4: [
    "Muy buena atención.",
    "Muy conformes.",
    "Buena experiencia en general.",
    "Recomendable.",
    "Cumplieron con lo que prometieron.",
    "Bien atendido y a buen precio.",
  ],
  3: [
    "Está bien, nada del otro mundo.",
    "Correcto, aunque esperaba un poco más.",
    "Buena calidad, pero hay que esperar bastante.",
    "Bien, aunque un poco caro.",
  ],
  2: [
    "Regular.",
    "La atención dejó bastante que desear.",
    "Tardaron mucho más de lo que dijeron.",
    "No me respondieron el WhatsApp y tuve que ir en persona.",
  ],
  1: [
    "Muy mala experiencia.",
    "Estaba cerrado en el horario que figura.",
    "Me cobraron distinto de lo que me habían pasado.",
    "Pésima atención.",
  ],
};

const GOOD_DETAILS: Record<string, string[]> = {
  pizzerias: [
    "La muzza es de las mejores que probé en Villa María.",
    "La pizza llegó caliente y con buena cantidad de queso.",
    "La fugazzeta rellena es imperdible.",
  ],
  cafeterias: [
    "El café está muy rico y las medialunas son de manteca de verdad.",
    "Ideal para ir a trabajar con la compu un rato.",
    "Las tortas son caseras y se nota.",
  ],
  heladerias: [
    "El dulce de leche granizado es una locura.",
    "Helado cremoso y los cucuruchos bien cargados.",
    "Probé el de pistacho y es de verdad.",
  ],
  restaurantes: [
    "Las porciones son abundantes y los precios razonables.",
    "Las pastas caseras, un diez.",
    "Nos atendieron súper bien en un cumpleaños de doce personas.",
  ],
  parrillas: ["La carne en su punto justo y las mollejas espectaculares.", "Buen asado y buen vino de la casa."],
  gastronomia: [
    "Pedimos por delivery un viernes a la noche y tardó menos de lo que dijeron.",
    "Lindo lugar para ir con amigos.",
    "Buena comida y precios lógicos.",
  ],
  farmacias: [
    "La farmacéutica me explicó todo con mucha paciencia.",
    "Tenían el remedio que no encontraba en ningún lado.",
    "Trabajan con PAMI sin vueltas.",
  ],
  salud: [
    "Me atendieron en horario y el consultorio es muy limpio.",
    "Muy humana la atención.",
    "Trabajan con mi obra social sin problemas.",
  ],
  comercios: [
    "Precios muy buenos y mercadería fresca.",
    "Siempre tienen de todo.",
    "Atención de barrio, de la que ya no queda.",
    "Buena variedad y precios lógicos.",
  ],
  servicios: [
    "Vino en el día y resolvió el problema rápido.",
    "Presupuesto claro y cumplió con lo que dijo.",
    "Muy prolijo, dejó todo limpio.",
    "Lo llamé un domingo y vino igual.",
  ],
  profesionales: [
    "Me asesoró muy bien y con mucha claridad.",
    "Muy profesional, siempre responde las consultas.",
    "Resolvieron mi trámite más rápido de lo que esperaba.",
  ],
  "hogar-y-construccion": [
    "Te asesoran bien y tienen de todo.",
    "Me consiguieron una pieza que no encontraba.",
    "El envío llegó en el día.",
  ],
  "belleza-y-bienestar": [
    "Salí feliz con el corte.",
    "Muy buena onda y cumplen con los turnos.",
    "Los profes están muy atentos a cada uno.",
  ],
  automotor: [
    "Me cambiaron la cubierta en diez minutos.",
    "Honestos, me cobraron lo justo.",
    "Me explicaron qué tenía el auto sin vueltas.",
  ],
  educacion: ["Mi hijo está feliz con las clases.", "Los profes tienen mucha paciencia.", "Se nota la dedicación."],
  entretenimiento: ["La pasamos genial.", "Muy lindo el lugar y todo limpio.", "Ideal para ir en grupo."],
  mascotas: [
    "Atendieron a mi perro con mucho cariño.",
    "Se nota que les gustan los animales.",
    "Siempre tienen el alimento que uso.",
  ],
};

const BAD_DETAILS: Record<string, string[]> = {
  gastronomia: ["El pedido llegó frío.", "Tardaron más de una hora un sábado.", "Las porciones se achicaron bastante."],
  default: [
    "Los precios subieron bastante.",
    "Tuve que insistir varias veces para que me atiendan.",
    "Nadie sabía darme una respuesta.",
  ],
};

const CLOSINGS_GOOD = ["¡Gracias!", "Volveremos.", "Súper recomendable.", "10 puntos.", "Sigan así."];
const CLOSINGS_BAD = ["Ojalá mejoren.", "No vuelvo.", "Una lástima, antes era mejor."];

function ratingFor(rng: Rng, quality: number): number {
  // quality 3.2–4.9; higher quality moves weight to 5.
  const q = (quality - 3.2) / 1.7;
  return rng.weighted([
    [1, 5 - 3 * q],
    [2, 6 - 4 * q],
    [3, 13 - 7 * q],
    [4, 32],
    [5, 38 + 25 * q],
  ] as const);
}

function commentFor(rng: Rng, b: SeedBusiness, rating: number): string | null {
  if (rng.chance(0.07)) return null;
  const parts = [rng.pick(OPENINGS[rating] ?? OPENINGS[4] ?? [])];
  const good = GOOD_DETAILS[b.sourceCategory.slug] ?? GOOD_DETAILS[b.parentSlug] ?? [];
  const bad = b.parentSlug === "gastronomia" ? (BAD_DETAILS.gastronomia ?? []) : (BAD_DETAILS.default ?? []);
  const length = rng.weighted([
    [1, 3],
    [2, 4],
    [3, 3],
  ] as const);
  if (length >= 2) {
    const pool = rating >= 4 ? good : rating === 3 ? [...good, ...bad] : bad;
    if (pool.length > 0) parts.push(rng.pick(pool));
  }
  if (length >= 3)
    parts.push(rng.pick(rating >= 4 ? CLOSINGS_GOOD : rating <= 2 ? CLOSINGS_BAD : ["Igual lo recomiendo."]));
  return parts.join(" ");
}

export function buildReviews(rng: Rng, now: Date, businesses: SeedBusiness[], users: UserRow[]): ReviewRow[] {
  const active = businesses.filter((b) => b.row.status === "active");
  const weighted = active.map(
    (b) =>
      [
        b,
        (b.row.isPremium ? 3 : 1) * (b.parentSlug === "gastronomia" ? 2 : 1) * (b.row.googleReviewsCount ? 1.5 : 1),
      ] as const,
  );
  // Pick ~150 distinct businesses, then give each a number of reviews.
  const chosen: SeedBusiness[] = [];
  const seen = new Set<SeedBusiness>();
  while (chosen.length < Math.min(150, active.length)) {
    const b = rng.weighted(weighted);
    if (seen.has(b)) continue;
    seen.add(b);
    chosen.push(b);
  }
  const rows: ReviewRow[] = [];
  const yearAgo = now.getTime() - 365 * DAY;
  for (const b of chosen) {
    const ageDays = (now.getTime() - b.row.createdAt.getTime()) / DAY;
    const base = b.row.isPremium ? rng.int(4, 9) : rng.int(1, 4);
    const count = ageDays < 10 ? Math.min(base, 1) : ageDays < 30 ? Math.min(base, 2) : base;
    const quality = b.row.googleRating ?? rng.float(3.6, 4.7);
    const reviewers = rng.sample(users, count);
    for (const u of reviewers) {
      const from = Math.max(yearAgo, b.row.createdAt.getTime() + 3_600_000, u.createdAt.getTime());
      if (from >= now.getTime()) continue;
      const createdAt = new Date(Math.floor(rng.float(from, now.getTime() - 60_000) / 1000) * 1000);
      const rating = ratingFor(rng, quality);
      rows.push({
        businessUuid: b.row.uuid,
        userId: u.id,
        rating,
        comment: commentFor(rng, b, rating),
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return rows;
}
