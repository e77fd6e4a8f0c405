/**
 * Business promotion templates, keyed by child category slug (falling back to the parent slug).
 * `code` is a suggested coupon; about half of the promotions end up with one.
 */

export interface PromoTemplate {
  title: string;
  benefit: string;
  description: string;
  terms?: string;
  code?: string;
}

export const PROMO_TEMPLATES: Record<string, PromoTemplate[]> = {
  pizzerias: [
    {
      title: "2x1 en pizzas los martes",
      benefit: "2x1",
      description:
        "Pedí una grande de muzzarella o especial y la segunda va de regalo. Válido para comer en el local y para llevar.",
      terms: "Válido los martes. La pizza de regalo es de igual o menor valor.",
      code: "MARTES2X1",
    },
    {
      title: "Grande de muzza + faina a precio especial",
      benefit: "$3.000 de descuento",
      description: "Combo clásico para la noche del viernes: grande de muzzarella con faina.",
      code: "FAINA",
    },
    {
      title: "Envío gratis en pedidos desde $20.000",
      benefit: "Envío gratis",
      description: "Pedí por WhatsApp y no pagás el envío dentro de la ciudad.",
    },
  ],
  restaurantes: [
    {
      title: "Menú ejecutivo con postre incluido",
      benefit: "15% OFF",
      description: "De lunes a viernes al mediodía: plato del día, bebida y postre con descuento.",
      terms: "Sólo al mediodía, de lunes a viernes.",
    },
    {
      title: "Festejá tu cumpleaños: el agasajado no paga",
      benefit: "Cena sin cargo",
      description: "Reservá para grupos de 8 personas o más y la cena del cumpleañero va por la casa.",
      terms: "Presentando DNI. Reserva previa obligatoria.",
      code: "CUMPLE",
    },
    {
      title: "20% off en la carta los domingos a la noche",
      benefit: "20% OFF",
      description: "Cerrá el finde comiendo rico: 20% de descuento en toda la carta.",
      code: "DOMINGO20",
    },
  ],
  parrillas: [
    {
      title: "Parrillada para dos con vino de la casa",
      benefit: "$5.000 de descuento",
      description: "Asado, vacío, chorizo, morcilla y ensalada, con una botella de vino tinto.",
      code: "ASADO5",
    },
    {
      title: "Mollejas a mitad de precio los jueves",
      benefit: "50% OFF",
      description: "La porción de mollejas al verdeo a mitad de precio con cualquier plato principal.",
    },
  ],
  cafeterias: [
    {
      title: "Café + dos medialunas a precio promo",
      benefit: "25% OFF",
      description: "El desayuno de siempre, más barato antes de las 10 de la mañana.",
      terms: "De lunes a viernes de 7:30 a 10:00.",
      code: "DESAYUNO",
    },
    {
      title: "Merienda para dos con torta del día",
      benefit: "2x1",
      description: "Dos cafés con leche o tés y dos porciones de torta al precio de uno.",
    },
    {
      title: "10% off para estudiantes de la UNVM",
      benefit: "10% OFF",
      description: "Mostrá tu libreta o credencial y tenés descuento todo el año.",
      code: "UNVM10",
    },
  ],
  heladerias: [
    {
      title: "Kilo de helado + cuarto de regalo",
      benefit: "¼ kg gratis",
      description: "Llevando un kilo te regalamos un cuarto del gusto que quieras.",
      code: "HELADO14",
    },
    {
      title: "2x1 en cucuruchos los lunes",
      benefit: "2x1",
      description: "Cucurucho simple o doble: el segundo es gratis.",
    },
    {
      title: "15% off en tortas heladas",
      benefit: "15% OFF",
      description: "Encargá tu torta helada para el cumpleaños con 48 horas de anticipación.",
      code: "TORTA15",
    },
  ],
  rotiserias: [
    {
      title: "Pollo entero + papas fritas",
      benefit: "$4.000 de descuento",
      description: "Pollo al spiedo con una porción grande de papas fritas, listo para llevar.",
      code: "POLLO4",
    },
    {
      title: "Docena de empanadas a precio de fábrica",
      benefit: "20% OFF",
      description: "Carne cortada a cuchillo, pollo, jamón y queso o humita.",
    },
  ],
  "bares-y-cervecerias": [
    {
      title: "Happy hour: pintas 2x1 de 19 a 21",
      benefit: "2x1",
      description: "Todas las pintas de la carta al 2x1 en el horario de la previa.",
      code: "HAPPY",
    },
    {
      title: "Picada para cuatro con cuatro pintas",
      benefit: "$6.000 de descuento",
      description: "Fiambres, quesos de la zona, papas y cuatro pintas a elección.",
    },
  ],
  lomiterias: [
    {
      title: "Lomito completo + papas a precio promo",
      benefit: "15% OFF",
      description: "El lomito de siempre con papas fritas, de martes a jueves.",
      code: "LOMO15",
    },
    {
      title: "Dos hamburguesas dobles con papas",
      benefit: "2x1",
      description: "Doble cheddar con bacon para compartir.",
    },
  ],
  sushi: [
    {
      title: "Combinado de 30 piezas con 20% off",
      benefit: "20% OFF",
      description: "Rolls, nigiris y sashimi para compartir, sólo por delivery.",
      code: "SUSHI20",
    },
  ],
  farmacias: [
    {
      title: "20% off en toda la línea de protectores solares",
      benefit: "20% OFF",
      description: "Protectores y after sun de primeras marcas para el verano.",
      terms: "No acumulable con otras promociones.",
      code: "SOL20",
    },
    {
      title: "3x2 en pañales de todas las marcas",
      benefit: "3x2",
      description: "Llevá tres paquetes y pagá dos; vale para pañales y toallitas húmedas.",
    },
    {
      title: "15% off en dermocosmética",
      benefit: "15% OFF",
      description: "Cremas, sérums y limpieza facial con descuento y asesoramiento.",
      code: "DERMO15",
    },
  ],
  supermercados: [
    {
      title: "Miércoles de carnes: 15% off en carnicería",
      benefit: "15% OFF",
      description: "Todos los cortes vacunos y de cerdo con descuento los miércoles.",
    },
    {
      title: "Envío gratis en compras desde $60.000",
      benefit: "Envío gratis",
      description: "Hacé tu pedido por WhatsApp y te lo llevamos sin cargo.",
      code: "ENVIOGRATIS",
    },
    {
      title: "Segunda unidad al 50% en lácteos de la cuenca",
      benefit: "2da al 50%",
      description: "Leches, yogures y quesos de productores de la zona.",
    },
  ],
  carnicerias: [
    {
      title: "Combo asado para 6 personas",
      benefit: "$5.000 de descuento",
      description: "Asado, vacío, chorizos y morcillas para el domingo.",
      code: "COMBO6",
    },
    {
      title: "10% off pagando en efectivo o transferencia",
      benefit: "10% OFF",
      description: "En todos los cortes, todos los días.",
    },
  ],
  verdulerias: [
    {
      title: "Bolsón de verduras de estación",
      benefit: "$2.000 de descuento",
      description: "Bolsón de 8 kilos con verdura de quintas de la zona.",
    },
    {
      title: "Miércoles verde: 20% off en frutas",
      benefit: "20% OFF",
      description: "Todas las frutas con descuento los miércoles.",
    },
  ],
  panaderias: [
    {
      title: "Docena de facturas + media de regalo",
      benefit: "½ docena gratis",
      description: "Llevando una docena de facturas, te regalamos media docena de bizcochos.",
      code: "FACTURAS",
    },
    {
      title: "10% off en tortas por encargo",
      benefit: "10% OFF",
      description: "Encargá tu torta con 48 horas de anticipación.",
    },
  ],
  almacenes: [
    {
      title: "Picada armada para cuatro",
      benefit: "15% OFF",
      description: "Salame, queso de la zona, jamón crudo, aceitunas y pan.",
    },
  ],
  librerias: [
    {
      title: "Vuelta al cole: 15% off en útiles",
      benefit: "15% OFF",
      description: "Traé la lista del colegio y te la armamos con descuento.",
      code: "COLE15",
    },
    { title: "Segundo libro al 30%", benefit: "30% OFF", description: "En toda la mesa de novedades." },
  ],
  indumentaria: [
    {
      title: "Liquidación de temporada hasta 40% off",
      benefit: "40% OFF",
      description: "Últimos talles de la temporada pasada con grandes descuentos.",
      code: "LIQUI40",
    },
    {
      title: "3 cuotas sin interés con todas las tarjetas",
      benefit: "3 cuotas sin interés",
      description: "En toda la colección nueva.",
    },
  ],
  zapaterias: [
    {
      title: "Zapatillas escolares con 20% off",
      benefit: "20% OFF",
      description: "Para el inicio de clases, en todos los talles.",
      code: "ESCOLAR20",
    },
  ],
  "celulares-y-tecnologia": [
    {
      title: "Cambio de pantalla con vidrio templado de regalo",
      benefit: "Templado gratis",
      description: "Reparamos tu pantalla en el día y te regalamos el vidrio templado.",
      code: "PANTALLA",
    },
    { title: "15% off en accesorios", benefit: "15% OFF", description: "Cargadores, fundas, auriculares y parlantes." },
  ],
  vinotecas: [
    {
      title: "Caja de 6 vinos con 20% off",
      benefit: "20% OFF",
      description: "Armá tu caja combinando etiquetas de la selección del mes.",
      code: "VINO20",
    },
  ],
  dieteticas: [
    {
      title: "Frutos secos a granel con 15% off",
      benefit: "15% OFF",
      description: "Nueces, almendras, pasas y mix energéticos.",
    },
  ],
  regalerias: [
    {
      title: "Envoltorio de regalo sin cargo + 10% off",
      benefit: "10% OFF",
      description: "En todos los productos de bazar y decoración.",
    },
  ],
  ferreterias: [
    {
      title: "10% off en herramientas eléctricas",
      benefit: "10% OFF",
      description: "Taladros, amoladoras y atornilladores de primeras marcas.",
      code: "HERRA10",
    },
    { title: "Copia de llaves 2x1", benefit: "2x1", description: "Hacé dos copias de la misma llave y pagás una." },
  ],
  pinturerias: [
    {
      title: "Látex interior 20 litros con rodillo de regalo",
      benefit: "Rodillo gratis",
      description: "Comprando un balde de 20 litros te llevás el rodillo y la bandeja.",
    },
  ],
  corralones: [
    {
      title: "Envío sin cargo en compras de materiales",
      benefit: "Envío gratis",
      description: "Dentro del radio urbano de Villa María y Villa Nueva.",
    },
  ],
  mueblerias: [
    {
      title: "Colchones en 12 cuotas sin interés",
      benefit: "12 cuotas sin interés",
      description: "Colchones y sommiers de primeras marcas con envío incluido.",
      code: "DESCANSO",
    },
  ],
  electrodomesticos: [
    {
      title: "Aire acondicionado con instalación bonificada",
      benefit: "Instalación gratis",
      description: "Comprando un split frío-calor, la instalación básica va por nuestra cuenta.",
    },
  ],
  viveros: [{ title: "Plantas de interior 3x2", benefit: "3x2", description: "Potus, helechos, sansevierias y más." }],
  peluquerias: [
    {
      title: "Corte + brushing a precio especial",
      benefit: "20% OFF",
      description: "De martes a jueves, con turno previo.",
      code: "BRUSHING",
    },
    {
      title: "Primera coloración con 25% off",
      benefit: "25% OFF",
      description: "Para clientas nuevas, con diagnóstico de cabello incluido.",
    },
  ],
  barberias: [
    {
      title: "Corte + barba a precio promo",
      benefit: "$3.000 de descuento",
      description: "Los lunes y martes, con turno online.",
      code: "BARBA",
    },
  ],
  gimnasios: [
    {
      title: "Primera semana gratis",
      benefit: "7 días gratis",
      description: "Vení a probar musculación y clases sin compromiso.",
      code: "PRUEBA7",
    },
    {
      title: "Pase trimestral con 20% off",
      benefit: "20% OFF",
      description: "Pagando tres meses juntos tenés descuento en la cuota.",
    },
  ],
  "centros-de-estetica": [
    {
      title: "Semipermanente en manos y pies",
      benefit: "15% OFF",
      description: "Esmaltado semipermanente con kapping de regalo.",
      code: "NAILS15",
    },
  ],
  "yoga-y-pilates": [
    {
      title: "Clase de prueba sin cargo",
      benefit: "Clase gratis",
      description: "Reservá tu lugar en cualquier horario de la semana.",
    },
  ],
  gomerias: [
    {
      title: "Alineación y balanceo con 20% off",
      benefit: "20% OFF",
      description: "Para autos y camionetas, sin turno.",
      code: "ALINEA20",
    },
    {
      title: "Comprando 4 cubiertas, el balanceo es gratis",
      benefit: "Balanceo gratis",
      description: "En todas las marcas y medidas.",
    },
  ],
  "talleres-mecanicos": [
    {
      title: "Chequeo pre-viaje sin cargo",
      benefit: "Revisión gratis",
      description: "Revisamos frenos, luces, fluidos y neumáticos antes de tus vacaciones.",
      code: "VIAJE",
    },
  ],
  lubricentros: [
    {
      title: "Cambio de aceite + filtro con 15% off",
      benefit: "15% OFF",
      description: "Con aceites sintéticos y semisintéticos de primeras marcas.",
      code: "ACEITE15",
    },
  ],
  "lavaderos-de-autos": [
    {
      title: "Lavado completo 2x1 los martes",
      benefit: "2x1",
      description: "Lavado exterior y aspirado: el segundo auto es gratis.",
    },
  ],
  "estaciones-de-servicio": [
    {
      title: "Café + medialuna gratis cargando tanque lleno",
      benefit: "Café gratis",
      description: "En el minimercado, todos los días.",
    },
  ],
  veterinarias: [
    {
      title: "Vacuna antirrábica con 20% off",
      benefit: "20% OFF",
      description: "Para perros y gatos, con libreta sanitaria incluida.",
      code: "VACUNA20",
    },
    {
      title: "Castraciones con turno y precio promocional",
      benefit: "$5.000 de descuento",
      description: "Incluye control posquirúrgico.",
    },
  ],
  "pet-shops": [
    {
      title: "Bolsa de 15 kg de balanceado con envío gratis",
      benefit: "Envío gratis",
      description: "En alimento de primeras marcas, para perros y gatos.",
      code: "PERRO15",
    },
  ],
  opticas: [
    {
      title: "Anteojos recetados: segundo par al 50%",
      benefit: "2do par al 50%",
      description: "Con cristales antirreflejo incluidos.",
      code: "OPTICA50",
    },
    { title: "Anteojos de sol con 30% off", benefit: "30% OFF", description: "En toda la línea de verano." },
  ],
  odontologos: [
    {
      title: "Limpieza y control a precio especial",
      benefit: "25% OFF",
      description: "Para pacientes particulares, con turno previo.",
    },
  ],
  "institutos-de-idiomas": [
    {
      title: "Matrícula bonificada para inscripciones anticipadas",
      benefit: "Matrícula gratis",
      description: "Inscribite antes de marzo y no pagás la matrícula.",
      code: "ENGLISH",
    },
  ],
  "salones-de-fiestas": [
    {
      title: "Cumpleaños infantiles de lunes a jueves con 15% off",
      benefit: "15% OFF",
      description: "Incluye animación, inflables y menú para chicos.",
    },
  ],
  "juegos-y-escape-rooms": [
    {
      title: "Escape room: grupo de 6 al precio de 5",
      benefit: "1 entrada gratis",
      description: "Reservando para seis personas de domingo a jueves.",
      code: "ESCAPE6",
    },
  ],
  "hoteles-y-alojamiento": [
    { title: "Tercera noche gratis", benefit: "3x2", description: "Reservando tres noches de domingo a jueves." },
  ],
  lavanderias: [
    {
      title: "Lavado de acolchados con 20% off",
      benefit: "20% OFF",
      description: "Acolchados de una y dos plazas, listos en 48 horas.",
    },
  ],
  imprentas: [
    {
      title: "1000 tarjetas personales con diseño incluido",
      benefit: "Diseño gratis",
      description: "Impresión a color en papel ilustración.",
    },
  ],
  gastronomia: [
    { title: "10% off pagando con QR", benefit: "10% OFF", description: "En toda la carta, todos los días." },
  ],
  comercios: [
    {
      title: "10% off pagando en efectivo",
      benefit: "10% OFF",
      description: "En todos los productos, todos los días.",
      code: "VILMA10",
    },
  ],
  servicios: [
    {
      title: "Presupuesto sin cargo y 10% off en el primer trabajo",
      benefit: "10% OFF",
      description: "Mencioná que nos encontraste en Vilma.",
      code: "VILMA10",
    },
  ],
  profesionales: [
    {
      title: "Primera consulta sin cargo",
      benefit: "Consulta gratis",
      description: "Reservá tu turno y contanos tu caso.",
      code: "PRIMERA",
    },
  ],
  salud: [
    { title: "10% off para jubilados", benefit: "10% OFF", description: "Presentando el carnet, todos los días." },
  ],
};
