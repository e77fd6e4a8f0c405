/**
 * Description sentences (voseo), per child category slug. A business gets one or two of its
 * category's sentences plus, sometimes, one about how it works (delivery, payment, parking).
 * Core sentences never promise delivery: that depends on the business's own flags.
 */

export const DESCRIPTIONS: Record<string, string[]> = {
  restaurantes: [
    "Cocina casera de todos los días: milanesas, pastas amasadas en el local y un menú ejecutivo al mediodía.",
    "Platos abundantes para compartir en familia, con vinos de bodegas chicas y postres de la casa.",
    "Carta corta que cambia con la temporada y productos de la zona; reservá los fines de semana porque se llena.",
    "Ideal para festejos y cenas de grupo: tenemos salón para 40 personas y menú para chicos.",
    "Cocina de bodegón con platos del día escritos en la pizarra y postres caseros como el flan mixto.",
    "Almuerzos rápidos para oficinistas y cenas tranquilas con reserva.",
  ],
  pizzerias: [
    "Pizzas a la piedra con masa de fermentación lenta y muzzarella de la cuenca lechera.",
    "Clásicas de molde, fugazzetas rellenas y faina para acompañar, como en las pizzerías de antes.",
    "Más de 30 variedades y la media docena de empanadas que siempre pedís con la grande de muzza.",
    "Pizza por porción al paso y grandes para llevar, con la masa estirada a mano todos los días.",
    "Muzza, napolitana y especiales con ingredientes de la zona, en horno a leña.",
  ],
  cafeterias: [
    "Café de especialidad tostado en la región, medialunas de manteca y mesas con enchufe para trabajar tranquilo.",
    "Desayunos completos, tostados en pan de campo y licuados de fruta de estación.",
    "Meriendas con torta del día, té en hebras y wifi que anda; un clásico para juntarte a estudiar.",
    "Cafetería de barrio con tostados, jugos exprimidos y diarios para leer sin apuro.",
    "Brunch los fines de semana, pastelería propia y opciones sin TACC.",
  ],
  heladerias: [
    "Helado artesanal elaborado todos los días con leche de tambos de la zona.",
    "Más de 40 gustos, con opciones sin azúcar y sin TACC; probá el dulce de leche granizado de la casa.",
    "Cucuruchos, potes de cuarto a kilo, palitos y tortas heladas por encargo.",
  ],
  rotiserias: [
    "Pollo al spiedo, papas fritas, empanadas al horno y tartas caseras para llevar.",
    "Viandas del día y minutas para resolver el almuerzo o la cena sin cocinar.",
    "Milanesas de carne y de pollo en todas sus versiones, con guarniciones a elección.",
    "Tartas, empanadas y pastas caseras para llevar, también por encargo.",
  ],
  parrillas: [
    "Asado, vacío y entraña a la leña, con achuras y provoleta para arrancar.",
    "Parrillada libre los fines de semana y cortes al plato todos los días.",
    "Carne de la zona cocinada a fuego lento; pedí la mollejita, que es la especialidad.",
  ],
  "bares-y-cervecerias": [
    "Cervezas artesanales de productores cordobeses tiradas en 12 canillas y picadas para compartir.",
    "After office con happy hour, música en vivo los jueves y tragos de autor.",
    "Patio al aire libre, papas con cheddar y una IPA de la casa que tenés que probar.",
  ],
  lomiterias: [
    "Lomitos completos en pan casero, con jamón, queso, huevo y lechuga, como manda la tradición cordobesa.",
    "Hamburguesas de carne seleccionada, papas rústicas y sándwiches de miga triples.",
    "Lomos, burgers y pebetes hasta tarde, para la salida o para después del partido.",
    "Lomitos al plato y sándwiches de bondiola con papas rústicas.",
  ],
  sushi: [
    "Piezas de sushi armadas en el momento, combinados para compartir y opciones veggie.",
    "Woks, gyozas y rolls calientes; cocina oriental con ingredientes frescos.",
  ],
  farmacias: [
    "Atención farmacéutica personalizada, recetas electrónicas y obras sociales: PAMI, APROSS, OSDE y más.",
    "Perfumería, dermocosmética y control de presión sin costo.",
    "Preparados magistrales, vacunatorio y asesoramiento en medicamentos de venta libre.",
    "Farmacia de barrio con atención de farmacéuticos y descuentos para jubilados.",
    "Medición de glucemia y presión, y asesoramiento en dermocosmética.",
    "Trabajamos con todas las recetas electrónicas y la mayoría de las obras sociales y prepagas.",
  ],
  odontologos: [
    "Odontología general, limpiezas y blanqueamiento con turnos de lunes a viernes.",
    "Ortodoncia con brackets y alineadores invisibles para chicos y adultos.",
    "Implantes, prótesis y urgencias odontológicas; trabajamos con las principales obras sociales.",
  ],
  opticas: [
    "Anteojos recetados con entrega en 48 horas y control visual computarizado.",
    "Lentes de contacto, anteojos de sol con filtro UV y armazones de primeras marcas.",
    "Reparaciones y ajustes en el momento; aceptamos recetas de todas las obras sociales.",
  ],
  kinesiologia: [
    "Rehabilitación de lesiones deportivas, post quirúrgicas y de columna.",
    "Fisioterapia, drenaje linfático y RPG con turnos de mañana y tarde.",
    "Atención con APROSS y otras obras sociales; también hacemos visitas a domicilio.",
  ],
  psicologos: [
    "Psicoterapia para adolescentes y adultos, presencial o por videollamada.",
    "Acompañamiento en ansiedad, duelos y vínculos; primera entrevista para conocernos.",
    "Terapia de pareja y familia, con turnos también los sábados por la mañana.",
  ],
  laboratorios: [
    "Análisis clínicos con extracciones desde las 7 y resultados online.",
    "Toma de muestras a domicilio para personas mayores y atención a obras sociales.",
  ],
  "consultorios-medicos": [
    "Clínica médica, cardiología y pediatría con turnos programados.",
    "Controles de salud, aptos físicos para clubes y escuelas, y electrocardiogramas.",
    "Atención pediátrica y controles del recién nacido; pedí turno por WhatsApp.",
  ],
  supermercados: [
    "Almacén, carnicería, verdulería y fiambrería en un solo lugar, con ofertas semanales.",
    "Precios mayoristas en bebidas y limpieza, y la góndola de productos regionales de la cuenca.",
    "Supermercado de barrio con panadería propia y atención de siempre.",
    "Góndolas completas, carnicería con cortes al momento y ofertas cada semana.",
    "Autoservicio con estacionamiento y cajas rápidas para compras chicas.",
  ],
  almacenes: [
    "Almacén de barrio con fiambres al corte, quesos de la zona y pan del día.",
    "Lo que te falta para la cena, a dos cuadras de tu casa; libreta para los clientes de siempre.",
    "Picadas armadas, vinos y productos regionales de Córdoba.",
  ],
  carnicerias: [
    "Carne vacuna de novillo, cerdo y pollo; cortes para el asado del domingo.",
    "Preparamos milanesas, hamburguesas caseras y chorizos de elaboración propia.",
    "Ofertas por cantidad y cortes al vacío para freezer.",
    "Carnicería de barrio con cortes especiales para horno y parrilla.",
    "Cerdo, pollo y embutidos caseros; preparamos pedidos para asados grandes.",
  ],
  verdulerias: [
    "Frutas y verduras frescas que llegan todos los días del mercado de abasto.",
    "Verdura de quintas de la zona, huevos de campo y bolsones armados.",
    "Precios por cajón y ofertas de estación; elegí vos mismo la mercadería.",
    "Verdulería con frutas de estación y hierbas frescas todos los días.",
  ],
  panaderias: [
    "Pan del día, facturas con manteca y bizcochos de grasa recién salidos del horno.",
    "Tortas por encargo para cumpleaños, pan dulce artesanal y masas finas.",
    "Prepizzas, grisines y pan de campo; abrimos temprano para el desayuno.",
    "Panadería artesanal con masa madre, pan integral y facturas de manteca.",
    "Sándwiches de miga, tortas y masas secas por encargo.",
  ],
  kioscos: [
    "Golosinas, bebidas frías, cigarrillos y carga de SUBE y celulares.",
    "Maxikiosco con almacén, helados y todo lo que necesitás a cualquier hora.",
    "Fotocopias, cargas virtuales y pago de servicios.",
  ],
  librerias: [
    "Libros nuevos y usados, novedades editoriales y una mesa de autores de la región.",
    "Útiles escolares, listas armadas para el comienzo de clases y artículos de oficina.",
    "Papelería, artística y regalos; encargamos el libro que busques.",
  ],
  indumentaria: [
    "Ropa de mujer con talles reales, nuevas colecciones cada temporada y cambios sin vueltas.",
    "Indumentaria urbana para hombre y mujer: jeans, buzos y camperas.",
    "Ropa para bebés y chicos, uniformes escolares y regalos para nacimientos.",
  ],
  zapaterias: [
    "Calzado de cuero para hombre y mujer, zapatillas y ojotas de temporada.",
    "Zapatillas deportivas de marcas líderes y calzado escolar.",
  ],
  "celulares-y-tecnologia": [
    "Reparación de celulares en el día: cambio de pantalla, batería y pin de carga.",
    "Venta de celulares liberados, accesorios, parlantes y cargadores originales.",
    "Service de notebooks y PC, armado de equipos y asesoramiento.",
  ],
  dieteticas: [
    "Frutos secos, harinas integrales y productos sin TACC a granel.",
    "Suplementos, yerbas compuestas y alimentos orgánicos.",
  ],
  vinotecas: [
    "Vinos de Mendoza, Salta y Córdoba, espumantes y whiskies, con asesoramiento para elegir.",
    "Cajas de regalo, degustaciones los viernes y vinos de bodegas boutique.",
  ],
  regalerias: [
    "Regalos para toda ocasión, bazar, velas aromáticas y decoración.",
    "Envolvemos sin cargo y armamos canastas personalizadas.",
  ],
  electricistas: [
    "Instalaciones eléctricas domiciliarias y comerciales, tableros y puesta a tierra.",
    "Reparaciones, cambio de cableado y certificados para Epec o la cooperativa.",
    "Presupuestos sin cargo; trabajamos en Villa María, Villa Nueva y la zona.",
    "Instalación de ventiladores de techo, luminarias LED y disyuntores.",
  ],
  plomeros: [
    "Destapaciones de cloacas y cañerías con máquina, sin romper.",
    "Reparación de pérdidas, instalación de termotanques y grifería.",
    "Cambio de cañerías de agua y desagües; presupuesto en el día.",
    "Instalación de sanitarios, bombas presurizadoras y tanques de agua.",
  ],
  cerrajeros: [
    "Apertura de puertas y autos, copias de llaves y cambio de combinación.",
    "Cerraduras de seguridad, blindex y llaves codificadas para auto.",
  ],
  gasistas: [
    "Gasista matriculado: instalaciones nuevas, pruebas de hermeticidad y planos para la distribuidora.",
    "Instalación y service de calefactores, calefones y cocinas.",
  ],
  "fletes-y-mudanzas": [
    "Fletes en la ciudad y viajes a Córdoba, Rosario y la región, con ayudantes.",
    "Mudanzas completas con embalaje, desarme y armado de muebles.",
  ],
  lavanderias: [
    "Lavado y secado por canasto, acolchados y cortinas.",
    "Tintorería y planchado; tu ropa lista en 24 horas.",
  ],
  imprentas: [
    "Tarjetas, folletos, talonarios y facturas en el día.",
    "Impresión de gran formato, lonas, vinilos y cartelería para comercios.",
  ],
  "remises-y-taxis": [
    "Viajes las 24 horas en Villa María y Villa Nueva; pedí tu auto por teléfono o WhatsApp.",
    "Traslados a Córdoba, al aeropuerto y a la terminal con tarifa fija.",
  ],
  abogados: [
    "Derecho laboral, accidentes de tránsito y reclamos a ART.",
    "Sucesiones, divorcios, alimentos y derecho de familia, con atención personalizada.",
    "Asesoramiento a empresas y comercios, contratos y cobro de deudas.",
    "Estudio con más de una generación de abogados: civil, comercial y laboral.",
    "Defensa penal, reclamos al consumidor y mediaciones.",
  ],
  contadores: [
    "Monotributo, ganancias y bienes personales: liquidamos tus impuestos a tiempo.",
    "Liquidación de sueldos, balances y asesoramiento a pymes y comercios.",
    "Altas en AFIP y Rentas Córdoba, facturación electrónica y planes de pago.",
    "Asesoramiento impositivo para productores agropecuarios y comercios de la zona.",
    "Estudio contable integral: impuestos, sueldos y trámites societarios.",
  ],
  arquitectos: [
    "Proyecto, dirección de obra y planos para presentar en la Municipalidad.",
    "Remodelaciones, ampliaciones y diseño de interiores.",
  ],
  escribanias: [
    "Escrituras de compraventa, donaciones e hipotecas.",
    "Poderes, certificaciones de firma y autorizaciones de viaje para menores.",
  ],
  inmobiliarias: [
    "Venta y alquiler de casas, departamentos y lotes en Villa María y Villa Nueva.",
    "Tasaciones sin cargo y administración de alquileres.",
    "Campos, lotes en barrios cerrados y locales comerciales.",
  ],
  seguros: [
    "Productor asesor de seguros: autos, motos, hogar y comercio.",
    "Te ayudamos con el siniestro de principio a fin; cotizá con varias compañías a la vez.",
  ],
  ferreterias: [
    "Herramientas manuales y eléctricas, bulonería, electricidad y sanitarios.",
    "Todo para la obra y el hogar, con asesoramiento de gente que sabe.",
    "Cerrajería, copias de llaves y pinturas; si no lo tenemos, te lo conseguimos.",
    "Ferretería de barrio con bulonería suelta, cerrajería y electricidad.",
    "Herramientas y materiales para el profesional y para el que se da maña en casa.",
  ],
  corralones: [
    "Cemento, cal, hierros, ladrillos y áridos con envío en camión.",
    "Materiales de construcción en seco, aberturas y todo para tu obra.",
  ],
  mueblerias: [
    "Muebles de algarrobo y pino, placares a medida y colchones de primeras marcas.",
    "Living, comedor y dormitorio con financiación en cuotas.",
  ],
  pinturerias: [
    "Pinturas para interior y exterior, impermeabilizantes y sistema tintométrico.",
    "Asesoramiento para elegir colores y todos los accesorios para pintar.",
  ],
  viveros: [
    "Plantas de interior y exterior, árboles, macetas y sustratos.",
    "Paisajismo y mantenimiento de jardines; consultá por riego automático.",
  ],
  electrodomesticos: [
    "Heladeras, lavarropas, aires acondicionados y pequeños electrodomésticos.",
    "Instalación de aires y service técnico propio.",
  ],
  peluquerias: [
    "Cortes, color, mechas y alisados con productos profesionales.",
    "Peinados para fiestas, novias y egresadas; pedí turno con anticipación.",
    "Peluquería unisex con atención por orden de llegada y con turno.",
    "Salón con estilistas especializados en color y tratamientos de keratina.",
    "Cortes para toda la familia, también para chicos, con y sin turno.",
  ],
  barberias: [
    "Cortes clásicos y modernos, fade y perfilado de barba con navaja.",
    "Barbería con onda: música, café y turnos online.",
  ],
  gimnasios: [
    "Sala de musculación equipada, clases de funcional y spinning.",
    "Entrenamiento personalizado, rutinas y seguimiento de profes recibidos.",
    "Abierto desde temprano, con planes mensuales y pase libre.",
    "Gimnasio de barrio con buena onda, clases de funcional y cuota accesible.",
  ],
  "centros-de-estetica": [
    "Depilación definitiva, tratamientos faciales y corporales.",
    "Manicuría, esmaltado semipermanente, lifting de pestañas y masajes.",
  ],
  "yoga-y-pilates": [
    "Clases de yoga para todos los niveles y meditación guiada.",
    "Pilates reformer en grupos reducidos de hasta cinco personas.",
  ],
  gomerias: [
    "Reparación de cubiertas, parches en caliente y venta de neumáticos nuevos.",
    "Alineación, balanceo y cambio de cubiertas para autos, camionetas y motos.",
    "Gomería al paso: parches, válvulas y control de presión en minutos.",
  ],
  "talleres-mecanicos": [
    "Mecánica general, frenos, embrague y tren delantero.",
    "Diagnóstico computarizado, inyección electrónica y service oficial.",
    "Preparamos tu auto para la ITV y para viajar seguro.",
    "Distribución, embrague y suspensión con repuestos originales o alternativos.",
  ],
  lubricentros: [
    "Cambio de aceite y filtros en 20 minutos, sin turno.",
    "Lubricantes de primeras marcas, baterías y escobillas.",
  ],
  "lavaderos-de-autos": [
    "Lavado exterior, aspirado y lavado de tapizados.",
    "Pulido, encerado y detailing completo para que tu auto quede como nuevo.",
  ],
  repuestos: [
    "Repuestos para autos nacionales e importados, con envíos a talleres.",
    "Repuestos y accesorios para motos, cascos e indumentaria.",
  ],
  "estaciones-de-servicio": [
    "Nafta, gasoil y GNC las 24 horas, con minimercado y café.",
    "Playa amplia para camiones, baños y lavadero.",
  ],
  "institutos-de-idiomas": [
    "Inglés para chicos, adolescentes y adultos, con preparación para exámenes internacionales.",
    "Clases de portugués e italiano en grupos reducidos y cursos intensivos.",
  ],
  "apoyo-escolar": [
    "Apoyo escolar para primaria y secundaria, y preparación para ingresos.",
    "Clases particulares de matemática, física y química para secundario y facultad.",
  ],
  "jardines-maternales": [
    "Jardín maternal desde los 45 días, con salas reducidas y docentes recibidas.",
    "Jornada completa o simple, con comedor y patio seguro.",
  ],
  "escuelas-de-musica": [
    "Clases de guitarra, piano, batería y canto para todas las edades.",
    "Talleres de ensamble y muestras de fin de año en el auditorio.",
  ],
  autoescuelas: [
    "Clases de manejo con auto doble comando y preparación para el examen teórico.",
    "Te acompañamos hasta que saques el carnet; también clases para perder el miedo a manejar.",
  ],
  "salones-de-fiestas": [
    "Salón para cumpleaños, casamientos y eventos empresariales, con catering propio.",
    "Quinta con pileta y parque para eventos al aire libre.",
    "Cumpleaños infantiles con animación, inflables y menú para chicos.",
  ],
  "cines-y-teatros": ["Estrenos en 2D y 3D, funciones de teatro y ciclos de cine nacional."],
  "juegos-y-escape-rooms": [
    "Salas de escape con distintos niveles de dificultad para grupos de 2 a 6 personas.",
    "Mesas de pool, metegol y ping pong, con barra y picadas.",
  ],
  "hoteles-y-alojamiento": [
    "Habitaciones con desayuno, wifi y estacionamiento, a minutos del centro.",
    "Cabañas equipadas cerca del río, ideales para el Festival de Peñas o un fin de semana largo.",
  ],
  veterinarias: [
    "Clínica de pequeños animales, vacunación, cirugías y ecografías.",
    "Consultas, castraciones y guardia para urgencias.",
    "Peluquería canina, alimentos balanceados y accesorios.",
    "Vacunas, desparasitaciones y control de cachorros con turnos en el día.",
    "Clínica, cirugía y laboratorio propio para pequeños animales.",
  ],
  "pet-shops": [
    "Alimento balanceado de primeras marcas, piedras sanitarias y accesorios.",
    "Camas, juguetes y ropa para tu mascota; también venta por bolsa cerrada.",
  ],
};

/** A sentence about how the business works, chosen by its flags. */
export const EXTRA_SENTENCES = {
  delivery: [
    "Hacemos envíos a domicilio en toda la ciudad.",
    "Pedí por WhatsApp y te lo llevamos.",
    "Delivery propio todos los días.",
  ],
  pedidosya: ["También nos encontrás en PedidosYa."],
  parking: ["Tenemos estacionamiento propio para clientes.", "Estacionamiento cómodo en la puerta."],
  payment: ["Aceptamos tarjetas de débito, crédito y pagos con QR.", "Pagás con QR, transferencia o tarjeta."],
  emergency: ["Atendemos urgencias las 24 horas.", "Urgencias también fines de semana y feriados."],
  appointment: ["Atención con turno previo.", "Pedí turno por teléfono o WhatsApp."],
  experience: ["Más de {years} años de experiencia nos respaldan.", "Con {years} años de trayectoria en la zona."],
} as const;

/**
 * Businesses whose category sentences describe alternatives (a kids' shop vs. a women's shop, an
 * escape room vs. a pool bar): the indexes of the sentences that fit, or their own text.
 */
export const NAME_DESCRIPTIONS: Record<string, readonly number[] | string> = {
  "Tienda Ámbar": [0],
  "Moda Belén": [0],
  "Urbano Indumentaria": [1],
  "Petit Mundo Kids": [2],
  "Yoga Sala Prana": [0],
  "Pilates Reformer Equilibrio": [1],
  "Salón de Fiestas Aurora": [0],
  "Quinta El Ombú Eventos": [1],
  "Salón Infantil Planeta Diversión": [2],
  "Escape Room Enigma": [0],
  "Pool & Metegol El Club": [1],
  "Hotel del Bulevar": [0],
  "Cabañas Costa del Río": [1],
  "Repuestos Centro Automotor": [0],
  "Motorepuestos Villa Nueva": [1],
  "Instituto de Inglés Oxford Point": [0],
  "Centro de Idiomas Babel": [1],
  "Apoyo Escolar Aprender Juntos": [0],
  "Prof. Silvina Aguirre - Matemática": [1],
  "Escuela de Música Corcheas": [0, 1],
  "Academia de Guitarra Bordona":
    "Clases de guitarra criolla, eléctrica y acústica, de iniciación a avanzado, con repertorio de folclore y rock nacional.",
  "Kaizen Sushi": [0],
  "Wok & Roll": [1],
  "Sándwiches Cristal": "Sándwiches de miga triples, pebetes y bandejas para cumpleaños y reuniones.",
  "Burger Bulevar": [1],
  "Lomitería El Turco": [0, 2],
  "El Pollo Feliz": [0],
  "Milanesas Don Pepe": [2],
  "Pediatría Dra. Noelia Castro": [2],
  "Consultorios Médicos Santa Fe": [0, 1],
  "Centro Médico Villa Nueva": [0, 1],
  "Dr. Martín Giraudo - Ortodoncia": [1],
  "Electro Hogar Villa María": [0],
  "Frío Centro Climatización": [1],
  "Centro de Estética Alma": [0],
  "Nails & Beauty": [1],
  "Spa Urbano Serena":
    "Masajes descontracturantes, circuito de relax y tratamientos faciales para desconectarte un rato.",
  "Peluquería Unisex Marcela": [2, 0],
  "Salón Bella Donna": [0, 1],
  "Fiambrería El Gringo": [0, 2],
  "Jardín Maternal Pompitas": [0, 1],
  "Cervecería La Barranca": [0, 2],
  "Patio Cervecero": [2, 0],
  "Bar Galería": [1],
  "Lúpulo Bar": [0, 1],
  "Mudanzas Los Hermanos": [1],
  "Fletes El Rápido": [0],
  "Radio Taxi Villa Nueva": [0],
  "Remis Ciudad": [0, 1],
  "Colchones y Muebles Sueño Feliz": [0],
  "Mueblería Roble": [0, 1],
  "Gomería 24 hs La Ruta": [0, 1],
  "Neumáticos Villa Nueva": [0, 1],
  "GNC del Puente": [0],
  "Imprenta Gutenberg VM": [0],
  "Gráfica del Sur": [1],
  "Lavadero Espuma": [0],
  "Lavandería Burbujas": [0, 1],
  "Cerrajero 24 hs Paredes": [0, 1],
};
