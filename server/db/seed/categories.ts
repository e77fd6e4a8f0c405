/** The category tree: parents group the children; businesses always hang from a child. */

export type BusinessType = "commerce" | "professional" | "service";

/** Weekly-hours pattern a category follows (see hours.ts). */
export type HoursProfile =
  | "shop"
  | "shop-centre"
  | "supermarket"
  | "restaurant"
  | "pizzeria"
  | "bar"
  | "cafe"
  | "icecream"
  | "rotiseria"
  | "bakery"
  | "kiosk"
  | "pharmacy"
  | "professional"
  | "trade"
  | "gym"
  | "workshop"
  | "tyre"
  | "education"
  | "cinema"
  | "always"
  | "by-appointment";

export interface ChildCategory {
  name: string;
  slug: string;
  icon: string;
  color: string;
  description: string;
  /** How many demo businesses (chain branches come on top, see brands.ts). */
  count: number;
  hours: HoursProfile;
  businessType: BusinessType;
  featured?: boolean;
  active?: boolean;
  /** Probability of offering delivery. */
  delivery?: number;
  /** Probability of being on PedidosYa. */
  pedidosya?: number;
  /** Probability of taking emergency calls. */
  emergency?: number;
  /** Probability of having parking. */
  parking?: number;
}

export interface ParentCategory {
  name: string;
  slug: string;
  icon: string;
  color: string;
  description: string;
  children: ChildCategory[];
}

export const CATEGORY_TREE: ParentCategory[] = [
  {
    name: "Gastronomía",
    slug: "gastronomia",
    icon: "Utensils",
    color: "#ea580c",
    description: "Dónde comer, tomar algo o pedir delivery en Villa María y Villa Nueva.",
    children: [
      { name: "Restaurantes", slug: "restaurantes", icon: "UtensilsCrossed", color: "#ea580c", description: "Restaurantes de cocina casera, de autor y de bodegón.", count: 10, hours: "restaurant", businessType: "commerce", featured: true, delivery: 0.4, pedidosya: 0.5, parking: 0.3 },
      { name: "Pizzerías", slug: "pizzerias", icon: "Pizza", color: "#dc2626", description: "Pizza a la piedra, al molde y por porción, para comer ahí o pedir a casa.", count: 8, hours: "pizzeria", businessType: "commerce", featured: true, delivery: 0.9, pedidosya: 0.7 },
      { name: "Cafeterías", slug: "cafeterias", icon: "Coffee", color: "#92400e", description: "Cafés de especialidad, bares de desayuno y meriendas.", count: 6, hours: "cafe", businessType: "commerce", featured: true, delivery: 0.3, pedidosya: 0.4 },
      { name: "Heladerías", slug: "heladerias", icon: "IceCreamCone", color: "#db2777", description: "Helado artesanal por kilo, cucuruchos y postres helados.", count: 4, hours: "icecream", businessType: "commerce", featured: true, delivery: 0.8, pedidosya: 0.7 },
      { name: "Rotiserías", slug: "rotiserias", icon: "Drumstick", color: "#b45309", description: "Comida para llevar: pollo al spiedo, milanesas, empanadas y guarniciones.", count: 5, hours: "rotiseria", businessType: "commerce", delivery: 0.8, pedidosya: 0.5 },
      { name: "Parrillas", slug: "parrillas", icon: "Flame", color: "#b91c1c", description: "Asado, achuras y cortes a la parrilla.", count: 4, hours: "restaurant", businessType: "commerce", delivery: 0.3, pedidosya: 0.3, parking: 0.5 },
      { name: "Bares y cervecerías", slug: "bares-y-cervecerias", icon: "Beer", color: "#ca8a04", description: "Cerveza artesanal, tragos y picadas para la previa o la noche.", count: 4, hours: "bar", businessType: "commerce", delivery: 0.1, pedidosya: 0.3 },
      { name: "Lomiterías y sandwicherías", slug: "lomiterias", icon: "Sandwich", color: "#c2410c", description: "Lomitos, hamburguesas y sándwiches de miga.", count: 5, hours: "pizzeria", businessType: "commerce", delivery: 0.9, pedidosya: 0.8 },
      { name: "Sushi y cocina oriental", slug: "sushi", icon: "Fish", color: "#0f766e", description: "Sushi, woks y cocina asiática para comer en el local o pedir.", count: 2, hours: "pizzeria", businessType: "commerce", delivery: 0.9, pedidosya: 0.9 },
    ],
  },
  {
    name: "Salud",
    slug: "salud",
    icon: "HeartPulse",
    color: "#dc2626",
    description: "Farmacias, consultorios, ópticas y profesionales de la salud.",
    children: [
      { name: "Farmacias", slug: "farmacias", icon: "Pill", color: "#16a34a", description: "Farmacias, perfumerías y farmacias de turno.", count: 8, hours: "pharmacy", businessType: "commerce", featured: true, delivery: 0.6, parking: 0.1 },
      { name: "Odontólogos", slug: "odontologos", icon: "Toothbrush", color: "#0284c7", description: "Consultorios odontológicos, ortodoncia e implantes.", count: 4, hours: "professional", businessType: "professional", emergency: 0.3 },
      { name: "Ópticas", slug: "opticas", icon: "Glasses", color: "#4f46e5", description: "Anteojos recetados, lentes de contacto y anteojos de sol.", count: 3, hours: "shop", businessType: "commerce" },
      { name: "Kinesiología", slug: "kinesiologia", icon: "Activity", color: "#0d9488", description: "Kinesiólogos, fisioterapia y rehabilitación.", count: 3, hours: "professional", businessType: "professional" },
      { name: "Psicólogos", slug: "psicologos", icon: "Brain", color: "#7c3aed", description: "Psicología clínica, terapia de pareja y orientación vocacional.", count: 3, hours: "by-appointment", businessType: "professional" },
      { name: "Laboratorios", slug: "laboratorios", icon: "FlaskConical", color: "#0369a1", description: "Análisis clínicos y extracciones.", count: 2, hours: "professional", businessType: "service", parking: 0.3 },
      { name: "Consultorios médicos", slug: "consultorios-medicos", icon: "Stethoscope", color: "#e11d48", description: "Clínica médica, pediatría, ginecología y especialidades.", count: 3, hours: "professional", businessType: "professional" },
    ],
  },
  {
    name: "Comercios",
    slug: "comercios",
    icon: "Store",
    color: "#2563eb",
    description: "Supermercados, almacenes, alimentos y todo lo que se compra en el barrio.",
    children: [
      { name: "Supermercados", slug: "supermercados", icon: "ShoppingCart", color: "#2563eb", description: "Supermercados y autoservicios.", count: 4, hours: "supermarket", businessType: "commerce", featured: true, delivery: 0.6, parking: 0.6 },
      { name: "Almacenes", slug: "almacenes", icon: "ShoppingBasket", color: "#1d4ed8", description: "Almacenes de barrio, fiambrerías y despensas.", count: 3, hours: "shop", businessType: "commerce", delivery: 0.4 },
      { name: "Carnicerías", slug: "carnicerias", icon: "Beef", color: "#be123c", description: "Carne vacuna, cerdo, pollo y achuras.", count: 4, hours: "shop", businessType: "commerce", delivery: 0.4 },
      { name: "Verdulerías", slug: "verdulerias", icon: "Apple", color: "#65a30d", description: "Frutas y verduras frescas, de la zona cuando se puede.", count: 4, hours: "shop", businessType: "commerce", delivery: 0.5 },
      { name: "Panaderías", slug: "panaderias", icon: "Croissant", color: "#d97706", description: "Pan, facturas, bizcochos y tortas.", count: 5, hours: "bakery", businessType: "commerce", delivery: 0.2 },
      { name: "Kioscos", slug: "kioscos", icon: "Candy", color: "#f59e0b", description: "Kioscos y maxikioscos: golosinas, bebidas, cargas y recargas.", count: 3, hours: "kiosk", businessType: "commerce" },
      { name: "Librerías", slug: "librerias", icon: "BookOpen", color: "#0891b2", description: "Librerías, papelerías y artículos escolares.", count: 3, hours: "shop", businessType: "commerce", delivery: 0.2 },
      { name: "Indumentaria", slug: "indumentaria", icon: "Shirt", color: "#9333ea", description: "Ropa para mujer, hombre y chicos.", count: 4, hours: "shop-centre", businessType: "commerce" },
      { name: "Zapaterías", slug: "zapaterias", icon: "Footprints", color: "#7e22ce", description: "Calzado urbano, deportivo y escolar.", count: 2, hours: "shop-centre", businessType: "commerce" },
      { name: "Celulares y tecnología", slug: "celulares-y-tecnologia", icon: "Smartphone", color: "#334155", description: "Venta y reparación de celulares, accesorios y computación.", count: 3, hours: "shop-centre", businessType: "commerce" },
      { name: "Dietéticas", slug: "dieteticas", icon: "Wheat", color: "#84cc16", description: "Productos naturales, sin TACC y a granel.", count: 2, hours: "shop", businessType: "commerce", delivery: 0.5 },
      { name: "Vinotecas", slug: "vinotecas", icon: "Wine", color: "#881337", description: "Vinos, espumantes y regalos empresariales.", count: 2, hours: "shop-centre", businessType: "commerce", delivery: 0.6 },
      { name: "Regalerías", slug: "regalerias", icon: "Gift", color: "#c026d3", description: "Regalos, bazar y decoración.", count: 2, hours: "shop-centre", businessType: "commerce" },
    ],
  },
  {
    name: "Servicios",
    slug: "servicios",
    icon: "Wrench",
    color: "#0f766e",
    description: "Oficios y servicios para la casa y el día a día.",
    children: [
      { name: "Electricistas", slug: "electricistas", icon: "Zap", color: "#eab308", description: "Instalaciones, reparaciones y tableros eléctricos.", count: 4, hours: "trade", businessType: "service", emergency: 0.7 },
      { name: "Plomeros", slug: "plomeros", icon: "ShowerHead", color: "#0284c7", description: "Destapaciones, pérdidas, termotanques y cañerías.", count: 4, hours: "trade", businessType: "service", emergency: 0.8 },
      { name: "Cerrajeros", slug: "cerrajeros", icon: "KeyRound", color: "#78716c", description: "Aperturas, copias de llaves y cerraduras de seguridad.", count: 3, hours: "trade", businessType: "service", emergency: 0.9 },
      { name: "Gasistas", slug: "gasistas", icon: "Heater", color: "#f97316", description: "Gasistas matriculados: instalaciones, pruebas de hermeticidad y calefactores.", count: 2, hours: "trade", businessType: "service", emergency: 0.5 },
      { name: "Fletes y mudanzas", slug: "fletes-y-mudanzas", icon: "Truck", color: "#475569", description: "Fletes, mudanzas y traslados en la ciudad y la región.", count: 2, hours: "trade", businessType: "service" },
      { name: "Lavanderías", slug: "lavanderias", icon: "WashingMachine", color: "#06b6d4", description: "Lavado por kilo, acolchados y tintorería.", count: 2, hours: "shop", businessType: "commerce", delivery: 0.5 },
      { name: "Imprentas", slug: "imprentas", icon: "Printer", color: "#6366f1", description: "Impresiones, gráfica y cartelería.", count: 2, hours: "shop", businessType: "commerce" },
      { name: "Remises y taxis", slug: "remises-y-taxis", icon: "CarTaxiFront", color: "#facc15", description: "Remises, taxis y traslados al aeropuerto.", count: 2, hours: "always", businessType: "service" },
      { name: "Cibercafés", slug: "cibercafes", icon: "Monitor", color: "#64748b", description: "Computadoras por hora e impresiones (categoría en desuso).", count: 0, hours: "shop", businessType: "commerce", active: false },
    ],
  },
  {
    name: "Profesionales",
    slug: "profesionales",
    icon: "Briefcase",
    color: "#7c3aed",
    description: "Abogados, contadores, arquitectos y otros profesionales matriculados.",
    children: [
      { name: "Abogados", slug: "abogados", icon: "Scale", color: "#7c3aed", description: "Estudios jurídicos: laboral, familia, sucesiones y accidentes.", count: 5, hours: "professional", businessType: "professional" },
      { name: "Contadores", slug: "contadores", icon: "Calculator", color: "#6d28d9", description: "Estudios contables: monotributo, sueldos, balances e impuestos.", count: 5, hours: "professional", businessType: "professional" },
      { name: "Arquitectos", slug: "arquitectos", icon: "DraftingCompass", color: "#8b5cf6", description: "Proyecto, dirección de obra y planos municipales.", count: 2, hours: "by-appointment", businessType: "professional" },
      { name: "Escribanías", slug: "escribanias", icon: "ScrollText", color: "#5b21b6", description: "Escrituras, poderes, certificaciones de firma.", count: 2, hours: "professional", businessType: "professional" },
      { name: "Inmobiliarias", slug: "inmobiliarias", icon: "Building", color: "#4338ca", description: "Venta y alquiler de casas, departamentos, lotes y campos.", count: 3, hours: "professional", businessType: "service" },
      { name: "Seguros", slug: "seguros", icon: "ShieldCheck", color: "#1e40af", description: "Productores asesores de seguros: auto, hogar, comercio y ART.", count: 2, hours: "professional", businessType: "professional" },
    ],
  },
  {
    name: "Hogar y Construcción",
    slug: "hogar-y-construccion",
    icon: "House",
    color: "#a16207",
    description: "Ferreterías, corralones, muebles y todo para la casa.",
    children: [
      { name: "Ferreterías", slug: "ferreterias", icon: "Hammer", color: "#a16207", description: "Herramientas, bulonería, sanitarios y electricidad.", count: 5, hours: "shop", businessType: "commerce", delivery: 0.3, parking: 0.3 },
      { name: "Corralones", slug: "corralones", icon: "BrickWall", color: "#9a3412", description: "Materiales de construcción, áridos y hierros.", count: 2, hours: "shop", businessType: "commerce", delivery: 0.9, parking: 0.8 },
      { name: "Mueblerías", slug: "mueblerias", icon: "Sofa", color: "#854d0e", description: "Muebles, colchones y amoblamientos a medida.", count: 2, hours: "shop-centre", businessType: "commerce", delivery: 0.8 },
      { name: "Pinturerías", slug: "pinturerias", icon: "PaintBucket", color: "#e11d48", description: "Pinturas, impermeabilizantes y accesorios.", count: 2, hours: "shop", businessType: "commerce", delivery: 0.4 },
      { name: "Viveros", slug: "viveros", icon: "Sprout", color: "#15803d", description: "Plantas, macetas, tierra y paisajismo.", count: 2, hours: "shop", businessType: "commerce", parking: 0.7 },
      { name: "Electrodomésticos", slug: "electrodomesticos", icon: "Refrigerator", color: "#0e7490", description: "Electro, climatización y service.", count: 2, hours: "shop-centre", businessType: "commerce", delivery: 0.8 },
    ],
  },
  {
    name: "Belleza y Bienestar",
    slug: "belleza-y-bienestar",
    icon: "Sparkles",
    color: "#db2777",
    description: "Peluquerías, barberías, gimnasios y centros de estética.",
    children: [
      { name: "Peluquerías", slug: "peluquerias", icon: "Scissors", color: "#db2777", description: "Cortes, color, alisados y peinados.", count: 5, hours: "shop", businessType: "service" },
      { name: "Barberías", slug: "barberias", icon: "Brush", color: "#1f2937", description: "Cortes clásicos, fade y arreglo de barba.", count: 3, hours: "shop-centre", businessType: "service" },
      { name: "Gimnasios", slug: "gimnasios", icon: "Dumbbell", color: "#ef4444", description: "Musculación, funcional, spinning y clases.", count: 4, hours: "gym", businessType: "service", featured: true, parking: 0.3 },
      { name: "Centros de estética", slug: "centros-de-estetica", icon: "Flower2", color: "#ec4899", description: "Depilación, tratamientos faciales, uñas y masajes.", count: 3, hours: "shop-centre", businessType: "service" },
      { name: "Yoga y pilates", slug: "yoga-y-pilates", icon: "PersonStanding", color: "#a855f7", description: "Clases de yoga, pilates reformer y meditación.", count: 2, hours: "gym", businessType: "service" },
    ],
  },
  {
    name: "Automotor",
    slug: "automotor",
    icon: "Car",
    color: "#475569",
    description: "Gomerías, talleres, lubricentros y estaciones de servicio.",
    children: [
      { name: "Gomerías", slug: "gomerias", icon: "LifeBuoy", color: "#334155", description: "Cubiertas, parches, alineación y balanceo.", count: 4, hours: "tyre", businessType: "service", emergency: 0.4, parking: 0.6 },
      { name: "Talleres mecánicos", slug: "talleres-mecanicos", icon: "Wrench", color: "#475569", description: "Mecánica general, frenos, tren delantero y diagnóstico.", count: 4, hours: "workshop", businessType: "service", parking: 0.5 },
      { name: "Lubricentros", slug: "lubricentros", icon: "Droplet", color: "#ca8a04", description: "Cambio de aceite, filtros y service rápido.", count: 2, hours: "workshop", businessType: "service", parking: 0.7 },
      { name: "Lavaderos de autos", slug: "lavaderos-de-autos", icon: "Droplets", color: "#0ea5e9", description: "Lavado exterior, interior y detailing.", count: 2, hours: "tyre", businessType: "service", parking: 0.9 },
      { name: "Repuestos", slug: "repuestos", icon: "Cog", color: "#57534e", description: "Repuestos y accesorios para autos y motos.", count: 2, hours: "shop", businessType: "commerce", delivery: 0.3 },
      { name: "Estaciones de servicio", slug: "estaciones-de-servicio", icon: "Fuel", color: "#dc2626", description: "Combustible, GNC, minimercado y café.", count: 3, hours: "always", businessType: "commerce", parking: 1 },
    ],
  },
  {
    name: "Educación",
    slug: "educacion",
    icon: "GraduationCap",
    color: "#0891b2",
    description: "Idiomas, apoyo escolar, jardines y escuelas de música.",
    children: [
      { name: "Institutos de idiomas", slug: "institutos-de-idiomas", icon: "Languages", color: "#0891b2", description: "Inglés, portugués e italiano para chicos y adultos.", count: 2, hours: "education", businessType: "service" },
      { name: "Apoyo escolar", slug: "apoyo-escolar", icon: "NotebookPen", color: "#0e7490", description: "Clases particulares y apoyo para primaria, secundaria y facultad.", count: 2, hours: "education", businessType: "professional" },
      { name: "Jardines maternales", slug: "jardines-maternales", icon: "Baby", color: "#f472b6", description: "Jardines maternales y salas para los más chicos.", count: 2, hours: "education", businessType: "service" },
      { name: "Escuelas de música", slug: "escuelas-de-musica", icon: "Guitar", color: "#7c3aed", description: "Guitarra, piano, canto y batería.", count: 2, hours: "education", businessType: "service" },
      { name: "Autoescuelas", slug: "autoescuelas", icon: "CarFront", color: "#2563eb", description: "Clases de manejo y preparación para el carnet.", count: 2, hours: "workshop", businessType: "service" },
    ],
  },
  {
    name: "Entretenimiento",
    slug: "entretenimiento",
    icon: "Ticket",
    color: "#9333ea",
    description: "Salidas, eventos, juegos y alojamiento.",
    children: [
      { name: "Salones de fiestas", slug: "salones-de-fiestas", icon: "PartyPopper", color: "#c026d3", description: "Salones para cumpleaños, casamientos y eventos.", count: 3, hours: "by-appointment", businessType: "service", parking: 0.6 },
      { name: "Cines y teatros", slug: "cines-y-teatros", icon: "Clapperboard", color: "#7e22ce", description: "Cartelera de cine, teatro y espectáculos.", count: 1, hours: "cinema", businessType: "commerce", parking: 0.3 },
      { name: "Juegos y escape rooms", slug: "juegos-y-escape-rooms", icon: "Gamepad2", color: "#6d28d9", description: "Escape rooms, paintball, pool y juegos para grupos.", count: 2, hours: "bar", businessType: "service" },
      { name: "Hoteles y alojamiento", slug: "hoteles-y-alojamiento", icon: "BedDouble", color: "#1e3a8a", description: "Hoteles, apart y cabañas para quienes nos visitan.", count: 2, hours: "always", businessType: "service", parking: 0.8 },
    ],
  },
  {
    name: "Mascotas",
    slug: "mascotas",
    icon: "Dog",
    color: "#65a30d",
    description: "Veterinarias, pet shops y peluquería canina.",
    children: [
      { name: "Veterinarias", slug: "veterinarias", icon: "PawPrint", color: "#65a30d", description: "Clínica de pequeños animales, vacunas y guardia.", count: 5, hours: "shop", businessType: "service", featured: true, emergency: 0.6, delivery: 0.3 },
      { name: "Pet shops", slug: "pet-shops", icon: "Bone", color: "#4d7c0f", description: "Alimento balanceado, accesorios y peluquería canina.", count: 3, hours: "shop", businessType: "commerce", delivery: 0.7 },
    ],
  },
];

/** The children marked `featured` (8): the home page shows them. */
export const FEATURED_CATEGORY_SLUGS = CATEGORY_TREE.flatMap((p) =>
  p.children.filter((c) => c.featured).map((c) => c.slug),
);

export function childCategories(): ChildCategory[] {
  return CATEGORY_TREE.flatMap((p) => p.children);
}

export function findChild(slug: string): ChildCategory {
  const found = childCategories().find((c) => c.slug === slug);
  if (!found) throw new Error(`Categoría desconocida: ${slug}`);
  return found;
}

export function parentOf(slug: string): ParentCategory {
  const found = CATEGORY_TREE.find((p) => p.children.some((c) => c.slug === slug));
  if (!found) throw new Error(`Categoría desconocida: ${slug}`);
  return found;
}
