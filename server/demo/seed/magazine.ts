/**
 * Magazine posts: hand-written Spanish (voseo) articles about the two cities. The lists inside each
 * article are filled with the seeded businesses, so every link points at a real demo profile.
 */
import type * as schema from "../../platform/db/schema.ts";
import { bankName, currentBankPromos } from "./banks.ts";
import type { SeedBusiness } from "./businesses.ts";
import type { Rng } from "./random.ts";
import { addMs, DAY, HOUR } from "./time.ts";

export type MagazineRow = typeof schema.magazinePosts.$inferInsert;

interface Ctx {
  businesses: SeedBusiness[];
  publishedAt: Date;
}

const active = (ctx: Ctx) =>
  ctx.businesses.filter((b) => b.row.status === "active" && b.row.createdAt.getTime() < ctx.publishedAt.getTime());

function inCategory(ctx: Ctx, slug: string, filter: (b: SeedBusiness) => boolean = () => true): SeedBusiness[] {
  return active(ctx)
    .filter((b) => b.sourceCategory.slug === slug && filter(b))
    .sort(
      (a, b) => (b.row.googleRating ?? 0) - (a.row.googleRating ?? 0) || a.row.name.localeCompare(b.row.name, "es"),
    );
}

function firstSentence(text: string | null | undefined): string {
  if (!text) return "";
  const match = text.match(/^.*?[.!?](\s|$)/);
  return (match ? match[0] : text).trim();
}

function where(b: SeedBusiness): string {
  return b.row.address
    ? `${b.row.address} (${b.row.city})`
    : `atiende a domicilio en ${b.row.serviceArea ?? b.row.city}`;
}

function bullet(b: SeedBusiness, extra?: string): string {
  const note = extra ? ` ${extra}` : "";
  return `- **[${b.row.name}](/${b.row.slug})**, ${where(b)}. ${firstSentence(b.row.description)}${note}`;
}

function list(items: SeedBusiness[], max = 8, extra?: (b: SeedBusiness) => string | undefined): string {
  if (items.length === 0)
    return "_Todavía no hay comercios cargados en esta categoría. ¿Conocés alguno? Sumalo a Vilma._";
  return items
    .slice(0, max)
    .map((b) => bullet(b, extra?.(b)))
    .join("\n");
}

const pesos = (n: number) => `$${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;

const DAY_NAMES = ["Domingo", "Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado"];

interface PostSeed {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  authorName: string;
  /** Days before `now`; null = draft. */
  publishedDaysAgo: number | null;
  body: (ctx: Ctx) => string;
}

const POSTS: PostSeed[] = [
  {
    slug: "los-mejores-cafes-para-trabajar-en-villa-maria",
    title: "Los mejores cafés para trabajar en Villa María",
    excerpt:
      "Wifi que anda, enchufes cerca de la mesa y un buen café: armamos la lista de cafeterías donde podés abrir la compu sin que nadie te apure.",
    category: "Gastronomía",
    tags: ["cafeterías", "trabajo remoto", "Villa María"],
    authorName: "Carla Bertone",
    publishedDaysAgo: 4,
    body: (
      ctx,
    ) => `Trabajar desde casa tiene sus ventajas, pero hay días en que las paredes se vienen encima. Para esos días, Villa María tiene cada vez más cafeterías que entienden que una mesa, un enchufe y una buena conexión valen tanto como la carta. Recorrimos el centro y algunos barrios, probamos el café y, sobre todo, nos quedamos varias horas con la compu abierta para contarte dónde se trabaja mejor.

## Qué tuvimos en cuenta

No alcanza con que el café sea rico. Para armar esta lista miramos cinco cosas:

- **Conexión:** que el wifi aguante una videollamada sin cortarse a mitad de la reunión.
- **Enchufes:** que haya más de dos y que no estén escondidos detrás de la heladera de las bebidas.
- **Ruido:** música a un volumen que permita concentrarse.
- **Permanencia:** que nadie te mire mal si te quedás dos horas con un cortado.
- **Algo para picar:** porque a media mañana siempre aparece el hambre.

## Las cafeterías

${list(inCategory(ctx, "cafeterias"), 8)}

## Consejos para no quedar mal

Si vas a pasar la tarde, pedí algo cada tanto: es la mejor manera de agradecer la mesa. Evitá las horas pico del mediodía, cuando muchos de estos lugares se llenan con gente que viene a almorzar, y si tenés una reunión, usá auriculares. Varias cafeterías tienen mesas comunitarias largas; son ideales para estudiar en grupo, pero no tanto para una llamada de trabajo.

Otro dato útil: algunas participan de promociones bancarias, en especial los lunes y los jueves. Antes de salir, fijate en la sección de [promociones bancarias](/ofertas?tab=bancos) qué tarjeta conviene usar ese día.

## ¿Y en Villa Nueva?

Del otro lado del río la oferta es más chica, pero crece. Si vivís en Villa Nueva, entrá a la [categoría Cafeterías](/search?category=cafeterias) y ordená por cercanía: vas a ver cuáles te quedan a pocas cuadras y si están abiertas en este momento.

¿Conocés un café que debería estar en esta lista? Escribinos y lo vamos a visitar.`,
  },
  {
    slug: "guia-de-farmacias-de-turno",
    title: "Guía de farmacias de turno en Villa María y Villa Nueva",
    excerpt:
      "Cómo funcionan los turnos, dónde ver cuál está abierta hoy y qué llevar para que te atiendan rápido a cualquier hora.",
    category: "Salud",
    tags: ["farmacias", "farmacias de turno", "salud", "guía"],
    authorName: "Redacción Vilma",
    publishedDaysAgo: 11,
    body: (ctx) => {
      const pharmacies = inCategory(ctx, "farmacias");
      const allDay = pharmacies.filter((b) => b.allDay);
      const others = pharmacies.filter((b) => !b.allDay);
      return `A todos nos pasó: fiebre un domingo a la noche, un remedio que se terminó justo en un feriado o una receta que hay que resolver antes del lunes. Para eso existen las farmacias de turno, y en Villa María y Villa Nueva el sistema funciona con una rotación que garantiza que siempre haya al menos una abierta.

## Cómo funciona el turno

Las farmacias se organizan en una grilla rotativa. Cada día, una farmacia de cada ciudad queda de guardia durante toda la jornada. Fuera del horario comercial la atención suele hacerse por ventanilla, así que no te sorprendas si no podés entrar al local.

En Vilma, [Farmacias de turno](/farmacias-de-turno) muestra primero las farmacias que están de turno ahora en cada ciudad, con teléfono y cómo llegar, y después los turnos de los próximos días. Cada turno va de las 08:00 a las 08:00 del día siguiente, y en la ficha de la farmacia vas a verla abierta hasta que termine.

## Qué llevar

1. **DNI y credencial de la obra social**, si vas a usar la cobertura. PAMI y APROSS se atienden en casi todas.
2. **La receta**, en papel o electrónica. Con la receta electrónica alcanza con el DNI, pero conviene tener una captura a mano.
3. **Medios de pago:** la mayoría acepta débito, crédito y QR, pero de noche algunas cobran sólo en efectivo o por transferencia.

## Farmacias abiertas las 24 horas

Además del turno, hay farmacias que atienden todos los días a toda hora. Son las primeras que conviene probar si la urgencia es de madrugada:

${list(allDay, 4)}

## Otras farmacias de la zona

${list(others, 8)}

## Antes de salir

Llamá antes: el teléfono de cada farmacia está en su ficha, y un llamado de treinta segundos te puede ahorrar un viaje. Si la urgencia es médica y no sólo un remedio, no esperes: el 107 atiende emergencias y el Hospital Regional Pasteur tiene guardia permanente.

Y si querés ver de un vistazo cuáles están abiertas ahora, entrá a la [categoría Farmacias](/search?category=farmacias): el estado Abierto o Cerrado se calcula con la hora de Buenos Aires e incluye feriados y turnos.`;
    },
  },
  {
    slug: "donde-comer-un-buen-asado-en-villa-nueva",
    title: "Dónde comer un buen asado en Villa Nueva",
    excerpt:
      "Del otro lado del río hay parrillas de las de antes. Te contamos dónde ir, qué pedir y cómo llegar sin vueltas desde Villa María.",
    category: "Gastronomía",
    tags: ["parrillas", "asado", "Villa Nueva"],
    authorName: "Julián Ferreyra",
    publishedDaysAgo: 19,
    body: (ctx) => {
      const grills = inCategory(ctx, "parrillas");
      const vn = [
        ...inCategory(ctx, "restaurantes", (b) => b.row.city === "Villa Nueva"),
        ...inCategory(ctx, "rotiserias", (b) => b.row.city === "Villa Nueva"),
      ];
      return `Villa Nueva conserva algo de pueblo que se nota en la mesa: parrillas donde el asador te saluda por el nombre, porciones que no entran en el plato y sobremesas largas los domingos. Cruzar el puente para comer un buen asado es casi un ritual para muchas familias de Villa María, y con razón.

## Qué pedir

Si vas por primera vez, no te compliques:

- **Para arrancar:** provoleta, chorizo y morcilla, y si te animás, mollejas a la parrilla con limón.
- **El corte principal:** vacío y tira de asado son los clásicos; la entraña, cuando hay, se termina rápido.
- **Para acompañar:** papas fritas, ensalada mixta y pan casero. El chimichurri de la casa es casi siempre el mejor.
- **Para tomar:** un tinto joven de la casa o una cerveza bien fría si hace calor.

## Las parrillas que elegimos

${list(grills, 6)}

## Otras opciones en Villa Nueva

Si no tenés ganas de parrilla o vas con chicos que prefieren una milanesa, estas son otras buenas opciones de este lado del río:

${list(vn, 6)}

## Una costumbre de domingo

En muchas familias de la zona el asado del domingo no se negocia. Los que no tienen parrilla en casa, o no tienen ganas de prender el fuego, encontraron en las parrillas de Villa Nueva una alternativa que respeta el ritual: mesas largas, chicos que corren entre las sillas y el mozo que pregunta si la carne la querés jugosa o a punto. Si vas en grupo grande, avisá al reservar: varias tienen salón aparte y menú fijo por persona, que sale más barato que pedir a la carta.

## Cómo llegar y cuándo ir

Desde el centro de Villa María son diez minutos en auto cruzando el Ctalamochita. Los sábados a la noche y los domingos al mediodía conviene reservar, porque los lugares chicos se llenan temprano. Muchas parrillas cierran lunes y martes, así que revisá el horario en la ficha antes de salir: en Vilma te mostramos si está abierto en este momento, incluso en feriados.

Un último consejo: el asado se disfruta sin apuro. Andá con tiempo, pedí de a poco y dejá lugar para el flan con dulce de leche.`;
    },
  },
  {
    slug: "como-aprovechar-las-promos-bancarias-de-la-semana",
    title: "Cómo aprovechar las promos bancarias de la semana",
    excerpt:
      "Día por día, qué banco o billetera conviene usar en el súper, la farmacia o la estación de servicio, y cómo no pasarte del tope de reintegro.",
    category: "Ahorro",
    tags: ["promociones bancarias", "ahorro", "descuentos"],
    authorName: "Mica Sosa",
    publishedDaysAgo: 27,
    body: () => {
      const promos = currentBankPromos();
      const line = (p: (typeof promos)[number]) =>
        `- **${bankName(p.bank)}:** ${p.title}${p.cap ? ` (tope ${pesos(p.cap)})` : ""}.`;
      const byDay = [1, 2, 3, 4, 5, 6, 0]
        .map((d) => {
          const items = promos.filter((p) => p.days.includes(d));
          return items.length > 0 ? `### ${DAY_NAMES[d]}\n\n${items.map(line).join("\n")}` : "";
        })
        .filter(Boolean)
        .join("\n\n");
      const everyDay = promos
        .filter((p) => p.days.length === 0)
        .map(line)
        .join("\n");
      return `Con los precios como están, pagar con la tarjeta correcta el día correcto puede ser la diferencia entre llegar o no a fin de mes. El problema es que cada banco tiene su calendario, sus topes y sus letras chicas. Por eso armamos esta guía con las promociones vigentes en comercios de Villa María y Villa Nueva.

## Tres reglas antes de pagar

1. **Mirá el tope.** Un 30% de reintegro con tope de $12.000 sólo rinde hasta una compra de $40.000. Todo lo que gastes por encima de eso ya no tiene descuento.
2. **Fijate el medio de pago.** Muchas promociones son sólo con crédito, otras sólo pagando con QR desde la app del banco. Si pagás con la tarjeta equivocada, no hay reintegro.
3. **Confirmá que el comercio esté adherido.** No todos los supermercados ni todas las farmacias participan. Ante la duda, preguntá en la caja antes de pagar.

## Día por día

${byDay}

## Todos los días

${everyDay}

## Cómo organizarte

Lo más práctico es concentrar las compras grandes en uno o dos días. Por ejemplo, el súper del mes el día que tu banco da el mayor porcentaje, y las compras chicas con la billetera que tenga reintegro todos los días. Si en tu casa hay más de una tarjeta, repartir las compras entre los titulares permite aprovechar dos topes en lugar de uno.

Los reintegros suelen acreditarse dentro de los treinta días, así que anotá lo que gastaste y revisá el resumen. Si no aparece, reclamá: los bancos tienen la obligación de responder.

Todas las promociones, con sus condiciones completas, están en la [sección de promociones bancarias](/ofertas?tab=bancos). Las actualizamos cada semana, pero siempre prevalecen las bases y condiciones de cada entidad.`;
    },
  },
  {
    slug: "la-costanera-planes-para-el-fin-de-semana",
    title: "La costanera: planes para el fin de semana",
    excerpt:
      "Mate, bici, helado y una cerveza al atardecer: ideas para aprovechar la costanera del Ctalamochita sin gastar de más.",
    category: "Guías",
    tags: ["costanera", "fin de semana", "paseos", "Villa María", "Villa Nueva"],
    authorName: "Carla Bertone",
    publishedDaysAgo: 39,
    body: (
      ctx,
    ) => `La costanera del río Ctalamochita es el living compartido de Villa María y Villa Nueva. Los fines de semana se llena de familias, corredores, ciclistas y grupos de amigos con el mate bajo el brazo. Si no sabés qué hacer el sábado, acá tenés un plan completo, de la mañana a la noche.

## A la mañana: mate y bici

Temprano, cuando todavía no hace calor, es el mejor momento para caminar o andar en bici por la orilla. El recorrido es plano, tiene sombra en varios tramos y sirve tanto para entrenar como para pasear con chicos. Llevá agua, protector solar y, claro, el equipo de mate completo.

## Al mediodía: picnic o parrilla

Hay dos opciones. La económica es armar una vianda en casa o pasar por una rotisería y comer a la sombra. La otra es sentarse a la mesa: varias parrillas y restaurantes quedan a pocas cuadras del río. En la [categoría Parrillas](/search?category=parrillas) vas a encontrar cuáles están abiertas al mediodía.

## A la tarde: helado

Un clásico que no falla. Estas son algunas heladerías para cerrar la siesta con un cucurucho:

${list(inCategory(ctx, "heladerias"), 5)}

## Al atardecer: una cerveza

Cuando baja el sol, la movida se traslada a los bares. Estos son algunos lugares para tomar algo con amigos:

${list(inCategory(ctx, "bares-y-cervecerias"), 4)}

## Si llueve

No todo está perdido. Hay planes bajo techo para toda la familia:

${list([...inCategory(ctx, "cines-y-teatros"), ...inCategory(ctx, "juegos-y-escape-rooms")], 4)}

## Para tener en cuenta

Respetá los espacios verdes: llevate la basura y usá los cestos. Si vas con mascotas, con correa y bolsita. Y si hay festival o evento en el Anfiteatro, calculá que el tránsito se complica y buscá estacionamiento con tiempo.`,
  },
  {
    slug: "pizzerias-de-barrio-que-tenes-que-probar",
    title: "Pizzerías de barrio que tenés que probar",
    excerpt:
      "Muzza de molde, a la piedra o fugazzeta rellena: un recorrido por las pizzerías que los vecinos recomiendan.",
    category: "Gastronomía",
    tags: ["pizzerías", "delivery", "gastronomía"],
    authorName: "Julián Ferreyra",
    publishedDaysAgo: 52,
    body: (
      ctx,
    ) => `En Villa María la pizza es tema serio. Cada barrio tiene su pizzería de confianza, la que pedís el viernes sin mirar el menú y la que recomendás cuando viene alguien de afuera. Hicimos una recorrida con una sola consigna: pedir siempre una grande de muzzarella, para comparar con justicia.

## Molde o piedra: el eterno debate

La pizza de **molde** es la porteña de siempre: masa alta, esponjosa, mucho queso y bordes dorados. La de **piedra** es más fina y crocante, y se cocina en pocos minutos a alta temperatura. No hay una mejor que otra: hay días de molde y días de piedra. Lo que sí importa es la muzzarella: las buenas pizzerías de la zona usan queso de la cuenca lechera, y se nota.

## Nuestra lista

${list(inCategory(ctx, "pizzerias"), 8)}

## Cómo pedir sin esperar una hora

- **Pedí temprano.** Entre las 21 y las 22 del viernes y el sábado es la hora pico; media hora antes, la espera baja a la mitad.
- **Usá WhatsApp.** Casi todas toman pedidos por mensaje y te avisan cuando sale el delivery.
- **Aprovechá los días flojos.** Los martes y miércoles muchas pizzerías tienen 2x1 o promos con gaseosa. Fijate en [Ofertas](/ofertas) antes de pedir.
- **Retirá vos.** Si estás cerca, pasar a buscar la pizza es más rápido y muchas veces más barato.

## La faina, ¿sí o no?

Para nosotros, sí. Una porción de faina arriba de la muzza es una tradición que heredamos de los inmigrantes genoveses y que sigue firme. Si nunca la probaste así, esta es tu señal.

## Para los celíacos

Cada vez más pizzerías ofrecen pizzas sin TACC, elaboradas en un espacio separado para evitar la contaminación cruzada. Si sos celíaco, preguntá siempre cómo las preparan y si usan el mismo horno: las que trabajan en serio te lo van a explicar sin problemas.

¿Tu pizzería favorita no está? Contanos cuál es y la sumamos en la próxima edición.`,
  },
  {
    slug: "heladerias-artesanales-nuestra-ruta-del-helado",
    title: "Heladerías artesanales: nuestra ruta del helado",
    excerpt:
      "Cómo reconocer un helado artesanal de verdad, qué gustos no pueden faltar y dónde probarlos en las dos ciudades.",
    category: "Gastronomía",
    tags: ["heladerías", "helado artesanal", "verano"],
    authorName: "Mica Sosa",
    publishedDaysAgo: 67,
    body: (
      ctx,
    ) => `En una zona lechera como la nuestra, el helado artesanal tiene una ventaja de entrada: la materia prima está a pocos kilómetros. Pero no todo lo que dice "artesanal" lo es. Antes de pasar a la lista, te dejamos algunas pistas para darte cuenta.

## Cómo reconocer un helado artesanal

- **El color.** El helado de banana es casi blanco y el de pistacho, verde apagado. Los colores muy intensos suelen venir de colorantes.
- **La textura.** Tiene que ser cremosa y derretirse parejo. Si hace cristales de hielo, algo falló en la elaboración o en la cadena de frío.
- **Las bachas.** En las heladerías artesanales el helado no está apilado en montañas: se conserva mejor a ras de la bacha.
- **La carta.** Gustos de estación que cambian según la fruta del momento son una buena señal.

## Los gustos que no pueden faltar

Dulce de leche, en todas sus versiones. Chocolate amargo. Sambayón, para los que respetan la tradición. Frutilla a la crema, limón al agua para los días de mucho calor y, cada vez más, opciones sin azúcar agregada y sin TACC para que nadie se quede afuera.

## La ruta

${list(inCategory(ctx, "heladerias"), 8)}

## Helado todo el año

Aunque el pico es en verano, en la zona el helado no tiene temporada. En invierno muchas heladerías acortan el horario, pero suman opciones como chocolate caliente o tortas heladas para los cumpleaños. Si querés asegurarte de que estén abiertas, fijate el horario en la ficha de cada una: ahí figuran los cambios de temporada y los feriados.

## Consejos de experto

Si vas a llevar un kilo, pedí que te lo armen con los gustos cremosos abajo y los frutales arriba: así no se mezclan los sabores en el viaje. Y si tenés más de veinte minutos hasta tu casa, pedí la conservadora de telgopor; la mayoría la tiene por un costo mínimo.

Muchas de estas heladerías tienen delivery propio o están en las aplicaciones de pedidos. En la [categoría Heladerías](/search?category=heladerias) podés ver cuáles están abiertas ahora y cuáles tienen promociones vigentes.`,
  },
  {
    slug: "que-hacer-si-se-rompe-un-cano-un-domingo",
    title: "Qué hacer si se te rompe un caño un domingo",
    excerpt:
      "Cerrar la llave de paso, secar, sacar fotos y llamar a alguien de confianza: la guía para no entrar en pánico con una pérdida de agua.",
    category: "Guías",
    tags: ["plomeros", "urgencias", "hogar"],
    authorName: "Redacción Vilma",
    publishedDaysAgo: 81,
    body: (ctx) => {
      const plumbers = inCategory(ctx, "plomeros");
      const urgent = plumbers.filter((b) => b.row.acceptsEmergencyCalls);
      const rates = plumbers.map((b) => b.row.hourlyRate).filter((r): r is number => typeof r === "number");
      const range =
        rates.length > 1
          ? `entre ${pesos(Math.min(...rates))} y ${pesos(Math.max(...rates))} por hora`
          : "un valor por hora que conviene consultar";
      return `Siempre pasa el domingo, o en un feriado largo, o a la noche cuando ya está todo cerrado. Un caño que revienta, un flexible que se suelta o un termotanque que empieza a perder. Antes de desesperarte, respirá: con unos pasos simples podés limitar el daño hasta que llegue un profesional.

## Los primeros cinco minutos

1. **Cerrá la llave de paso general.** Suele estar cerca del medidor, en la vereda, o junto al tanque. Si no sabés dónde está, averigualo hoy, antes de necesitarla.
2. **Cortá la luz** de los ambientes donde haya agua cerca de enchufes o artefactos eléctricos.
3. **Secá lo que puedas** y levantá del piso muebles, alfombras y cables.
4. **Sacá fotos** del problema. Le sirven al plomero para llegar con los repuestos justos y a tu seguro si tenés que hacer un reclamo.

## Qué contarle al plomero por teléfono

Cuanto más claro seas, más rápido te van a poder ayudar. Decí si la pérdida es de agua limpia o de desagüe, si el caño viene de la red o del tanque, de qué material es (hierro, polipropileno o termofusión) y hace cuánto empezó. Mandá por WhatsApp las fotos que sacaste y la dirección exacta, con entre calles. Con esos datos, el plomero sabe qué herramientas llevar y puede darte una idea del costo antes de salir.

## Plomeros que atienden urgencias

Estos profesionales toman llamados fuera de horario:

${list(urgent.length > 0 ? urgent : plumbers, 5)}

## Cuánto cuesta

Según lo que publican en sus fichas, los plomeros de la zona cobran ${range}, y las urgencias de fin de semana suelen tener un recargo. Pedí siempre que te pasen el valor de la visita antes de que salgan para tu casa y, si el arreglo es grande, un presupuesto por escrito.

## Si además te quedaste afuera

Las urgencias nunca vienen solas. Si con el apuro te quedaste con las llaves adentro, estos cerrajeros atienden a toda hora:

${list(inCategory(ctx, "cerrajeros"), 3)}

## Para que no vuelva a pasar

Revisá una vez por año los flexibles de la cocina y el baño, que tienen una vida útil de unos cinco años. Limpiá el tanque y verificá el flotante. Y anotá en el celular el número de un plomero de confianza: en Vilma podés guardarlo en tus favoritos para tenerlo a mano.`;
    },
  },
  {
    slug: "checklist-para-preparar-el-auto-antes-de-viajar",
    title: "Checklist para preparar el auto antes de viajar",
    excerpt:
      "Neumáticos, aceite, frenos, luces y papeles: lo que tenés que revisar antes de salir a la ruta, y dónde hacerlo en la ciudad.",
    category: "Guías",
    tags: ["automotor", "viajes", "talleres", "gomerías"],
    authorName: "Julián Ferreyra",
    publishedDaysAgo: 98,
    body: (
      ctx,
    ) => `Las rutas que salen de Villa María llevan a todas partes: la 9 a Córdoba y Rosario, la 158 a San Francisco y Río Cuarto. Antes de cargar las valijas, vale la pena dedicarle una mañana al auto. Un control a tiempo es mucho más barato que una grúa en la banquina.

## La lista

- **Neumáticos:** presión con el auto cargado (está en el marco de la puerta), desgaste parejo y auxilio en condiciones.
- **Aceite y filtros:** si te falta poco para el cambio, hacelo antes de salir.
- **Frenos:** pastillas, discos y líquido. Si chillan o el pedal está esponjoso, no lo dejes para la vuelta.
- **Luces:** altas, bajas, de freno y balizas. Llevá lámparas de repuesto.
- **Agua y refrigerante:** con el motor frío, revisá el nivel del depósito.
- **Papeles:** licencia vigente, cédula, seguro y comprobante de la última VTV o ITV.
- **Kit de seguridad:** matafuego cargado, balizas triangulares y chaleco reflectivo.

## Gomerías

${list(inCategory(ctx, "gomerias"), 4)}

## Talleres mecánicos

${list(inCategory(ctx, "talleres-mecanicos"), 4)}

## Lubricentros

${list(inCategory(ctx, "lubricentros"), 3)}

## Si viajás con chicos o mascotas

Sumá a la lista agua, algo para picar y juegos para el camino. Las mascotas tienen que viajar sujetas con arnés o en transportadora, nunca sueltas en el asiento. Y planificá las paradas pensando en ellos: una estación de servicio con sombra y baños limpios vale oro en un viaje largo.

## El día del viaje

Salí descansado, cargá combustible antes de dejar la ciudad y planificá paradas cada dos horas. Si viajás de noche, revisá que los faros estén bien regulados para no encandilar. Y si algo suena raro en la ruta, pará en un lugar seguro: ignorar un ruido suele salir caro.

Muchos de estos talleres trabajan con turno, sobre todo antes de los fines de semana largos. Pedilo con tiempo desde la ficha de cada uno.`,
  },
  {
    slug: "como-elegir-un-contador-para-tu-pyme",
    title: "Cómo elegir un contador para tu pyme o tu monotributo",
    excerpt:
      "Matrícula, especialidad, honorarios y cómo se comunica: las preguntas que tenés que hacer antes de confiarle tus números a alguien.",
    category: "Guías",
    tags: ["contadores", "monotributo", "pymes", "profesionales"],
    authorName: "Redacción Vilma",
    publishedDaysAgo: 119,
    body: (
      ctx,
    ) => `Abrir un comercio o empezar a facturar como independiente trae una pregunta inevitable: ¿quién me lleva los números? Un buen contador no sólo liquida impuestos; te ayuda a decidir si te conviene el monotributo o el régimen general, a no pagar de más y a dormir tranquilo cuando llega un vencimiento.

## Qué preguntar en la primera reunión

1. **¿Está matriculado?** En Córdoba, los contadores tienen que estar inscriptos en el Consejo Profesional de Ciencias Económicas. La matrícula figura en sus fichas de Vilma.
2. **¿Trabaja con negocios como el tuyo?** No es lo mismo un comercio con empleados que un profesional monotributista o una empresa agropecuaria.
3. **¿Cómo cobra?** Lo habitual es un abono mensual según la cantidad de movimientos, más trabajos extra como balances o declaraciones juradas anuales.
4. **¿Cómo se comunica?** Preguntá si responde por WhatsApp, si te manda recordatorios de vencimientos y si te da acceso a tus papeles.

## Señales de alerta

Desconfiá de quien promete que no vas a pagar impuestos, de quien no te da comprobantes de lo que presenta y de quien tarda semanas en responder un mensaje. Tus claves fiscales son tuyas: podés delegarlas, pero nunca deberías perderlas.

## Cuánto cuesta

Los honorarios varían según la complejidad. Un monotributista con pocas facturas por mes paga mucho menos que un comercio con empleados, liquidación de sueldos y régimen general. El Consejo Profesional publica honorarios mínimos sugeridos que sirven de referencia; pedí siempre que te detallen qué incluye el abono y qué se cobra aparte.

## Estudios contables de la zona

${list(inCategory(ctx, "contadores"), 6)}

## Y si necesitás algo más

Muchas veces el contador trabaja en equipo con un abogado, sobre todo en temas laborales o societarios. Si estás armando una sociedad o tenés un conflicto con un empleado, también podés consultar a estos estudios jurídicos:

${list(inCategory(ctx, "abogados"), 3)}

Un último consejo: cambiar de contador no es un drama. Si no te sentís cómodo, pedí tu documentación y buscá a otro. Tus números tienen que ser claros para vos también.`,
  },
  {
    slug: "novedades-comercios-que-se-sumaron-a-vilma",
    title: "Novedades: los comercios que se sumaron a Vilma",
    excerpt:
      "Cada semana se suman comercios y profesionales de las dos ciudades. Te presentamos los últimos y te contamos qué hay de nuevo en la guía.",
    category: "Novedades",
    tags: ["novedades", "Vilma", "comercios nuevos"],
    authorName: "Redacción Vilma",
    publishedDaysAgo: 2,
    body: (ctx) => {
      const recent = active(ctx)
        .filter((b) => ctx.publishedAt.getTime() - b.row.createdAt.getTime() < 45 * DAY)
        .sort((a, b) => b.row.createdAt.getTime() - a.row.createdAt.getTime());
      const count = active(ctx).length;
      return `Vilma nació con una idea simple: que encontrar un comercio o un profesional en Villa María y Villa Nueva sea tan fácil como preguntarle a un vecino. Hoy la guía reúne más de ${Math.floor(count / 10) * 10} comercios activos, y cada semana se suman nuevos.

## Los últimos en llegar

Estos son algunos de los comercios y profesionales que se sumaron en las últimas semanas. Pasá a conocerlos y, si ya los conocés, dejales una reseña:

${list(recent, 10, (b) => (b.category ? `_(${b.category.name})_` : undefined))}

## Qué hay de nuevo en la guía

- **Abierto o cerrado, de verdad.** Los horarios tienen en cuenta los cortes del mediodía, los locales que cierran pasada la medianoche, los feriados y las farmacias de turno.
- **Ofertas en un solo lugar.** En [Ofertas](/ofertas) encontrás las promociones de los comercios y, en otra pestaña, las de los bancos y billeteras.
- **Búsqueda más inteligente.** Podés escribir "farmacia", "heladeria" sin tilde o incluso con algún error de tipeo, y la búsqueda te entiende igual.
- **Distancia a pie.** Si nos dejás usar tu ubicación, te mostramos a cuántas cuadras estás de cada comercio.

## ¿Tenés un comercio?

Sumarlo es gratis. Con el plan Básico tu comercio aparece en el buscador, en su categoría y con botones para llamarte o escribirte por WhatsApp. Si querés más visibilidad, los planes Destacado y Premium te ubican entre los primeros resultados y en la página de inicio. Conocé los detalles en [Planes](/pricing).

Gracias a todos los que recomiendan Vilma. Cada reseña ayuda a que los buenos comercios de la zona sean más fáciles de encontrar.`;
    },
  },
  {
    slug: "veterinarias-con-guardia-que-tener-en-cuenta",
    title: "Veterinarias con guardia: qué tener en cuenta",
    excerpt:
      "Cuándo una situación es una urgencia, qué datos tener a mano y qué veterinarias de la zona atienden fuera de horario.",
    category: "Salud",
    tags: ["veterinarias", "mascotas", "urgencias"],
    authorName: "Mica Sosa",
    publishedDaysAgo: 163,
    body: (ctx) => {
      const vets = inCategory(ctx, "veterinarias");
      const emergency = vets.filter((b) => b.row.acceptsEmergencyCalls);
      const rest = vets.filter((b) => !b.row.acceptsEmergencyCalls);
      return `Quien tiene un perro o un gato sabe que los sustos no avisan. Un hueso atragantado, una intoxicación o una pelea en la vereda pueden pasar un domingo a la noche. Saber de antemano a quién llamar te ahorra minutos que, en esos casos, valen oro.

## ¿Es una urgencia?

Consultá de inmediato si tu mascota:

- Tiene dificultad para respirar o las encías pálidas o azuladas.
- Vomita varias veces seguidas o con sangre.
- Comió algo tóxico: veneno para ratas, medicamentos humanos, chocolate, uvas o cebolla.
- Sufrió un golpe fuerte, una caída o una mordedura profunda.
- No puede orinar o hace mucho esfuerzo sin resultado, sobre todo si es un gato macho.
- Convulsiona o está desorientada.

Ante la duda, llamá. Un veterinario te puede decir por teléfono si podés esperar a la mañana o si tenés que salir ya.

## Veterinarias que atienden urgencias

${list(emergency.length > 0 ? emergency : vets, 5)}

## Otras veterinarias de la zona

${list(rest, 5)}

## Mientras llegás a la veterinaria

Mantené a tu mascota tranquila y abrigada, sin darle agua ni comida hasta que te lo indique un profesional. No le des medicamentos de uso humano: el ibuprofeno y el paracetamol, por ejemplo, son tóxicos para perros y gatos. Si sangra, presioná la herida con una gasa o un trapo limpio. Y si es de noche, llamá antes de salir: así el veterinario de guardia te espera con lo necesario y no perdés tiempo en la puerta.

## Qué tener a mano

Guardá en el celular la libreta sanitaria con las vacunas al día, el peso aproximado de tu mascota y los medicamentos que toma. Si comió algo tóxico, llevá el envase. Y para trasladarla, una manta o un transportador firme: un animal dolorido puede morder aunque sea el más manso de la casa.

## Prevenir es más barato

Vacunas anuales, desparasitación, castración y un control por año evitan la mayoría de las urgencias. También ayuda guardar fuera de su alcance los productos de limpieza, los venenos y los medicamentos de la casa, y revisar el patio después de una tormenta por si quedaron cables o vidrios sueltos. Muchas veterinarias de la zona hacen campañas de vacunación con descuento; fijate en [Ofertas](/ofertas) si hay alguna vigente.`;
    },
  },
  {
    slug: "ferias-y-mercados-de-productores-de-la-zona",
    title: "Ferias y mercados de productores de la zona",
    excerpt:
      "Verduras de quinta, quesos de la cuenca y miel de la región: dónde comprar directo al productor en Villa María y Villa Nueva.",
    category: "Guías",
    tags: ["ferias", "productores", "alimentos"],
    authorName: "Carla Bertone",
    // Scheduled: published, with a date three days ahead (it appears by itself then).
    publishedDaysAgo: -3,
    body: (
      ctx,
    ) => `Comprar directo al productor tiene todas las ventajas: alimentos más frescos, precios justos y plata que se queda en la región. En una zona rodeada de tambos, quintas y apiarios, no hay excusa para no hacerlo al menos una vez por semana.

## Qué vas a encontrar

- **Verduras de estación** de las quintas de la zona, muchas veces cosechadas el día anterior.
- **Quesos, dulce de leche y manteca** de pequeños tambos de la cuenca lechera.
- **Huevos de campo**, pollos y, en algunos puestos, carne de cerdo.
- **Miel** de la región, en frascos y a granel.
- **Panificados caseros**, conservas y dulces artesanales.

## Consejos para comprar en una feria

Llegá temprano, que lo mejor se va rápido. Llevá tus bolsas y, si podés, efectivo en billetes chicos, aunque cada vez más puestos aceptan QR y transferencia. Preguntá: a los productores les encanta contar cómo trabajan, y vas a aprender a elegir mejor.

## Comercios que trabajan con productores locales

Si no llegás a la feria, estos comercios de barrio priorizan mercadería de la zona:

${list([...inCategory(ctx, "verdulerias"), ...inCategory(ctx, "almacenes")], 6)}

## Dietéticas y productos a granel

${list(inCategory(ctx, "dieteticas"), 3)}

## Temporada por temporada

En otoño llegan las calabazas, las batatas y los cítricos. El invierno es de verduras de hoja y crucíferas: acelga, espinaca, brócoli, coliflor. La primavera trae habas, arvejas y las primeras frutillas, y el verano es la fiesta del tomate, el choclo y el zapallito. Comprar de estación es más barato y más rico.`,
  },
  {
    slug: "entrenar-en-villa-maria-gimnasios-y-aire-libre",
    title: "Entrenar en Villa María: gimnasios, pilates y aire libre",
    excerpt:
      "Musculación, funcional, yoga o correr por la costanera: opciones para moverte según tu tiempo y tu presupuesto.",
    category: "Salud",
    tags: ["gimnasios", "yoga", "pilates", "actividad física"],
    authorName: "Julián Ferreyra",
    publishedDaysAgo: null,
    body: (
      ctx,
    ) => `Empezar a entrenar es más fácil cuando encontrás un lugar que te queda cómodo y un horario que podés sostener. La buena noticia es que en Villa María y Villa Nueva hay opciones para todos los gustos: gimnasios abiertos desde temprano, estudios de pilates con grupos reducidos y kilómetros de costanera para correr gratis.

## Antes de arrancar

- **Hacete un chequeo.** Un apto físico con electrocardiograma es el primer paso, sobre todo si hace tiempo que no hacés actividad.
- **Empezá de a poco.** Dos o tres veces por semana alcanzan para notar cambios en un mes.
- **Elegí algo que te guste.** La mejor rutina es la que vas a sostener.

## Gimnasios

${list(inCategory(ctx, "gimnasios"), 5)}

## Yoga y pilates

Si buscás algo más tranquilo, o complementar el entrenamiento de fuerza con movilidad y respiración:

${list(inCategory(ctx, "yoga-y-pilates"), 3)}

## Al aire libre

La costanera del Ctalamochita es el gimnasio más grande de la ciudad. Temprano a la mañana y al atardecer vas a ver grupos de running, clases de funcional en el pasto y ciclistas. Llevá agua, protector solar y, si vas de noche, ropa con algún detalle reflectivo. Si preferís entrenar acompañado, preguntá en los gimnasios: varios organizan grupos de running gratuitos los fines de semana para sus socios y para quien quiera sumarse.

## Errores comunes al empezar

El más frecuente es querer recuperar en una semana lo que no se hizo en un año. Arrancar con cinco días de entrenamiento intenso suele terminar en dolores, aburrimiento o alguna lesión. Otro error es copiar la rutina de otra persona: cada cuerpo tiene su historia, y por eso conviene pedirle al profe de sala una evaluación inicial. Por último, no te olvides del descanso: dormir bien y comer a horario forman parte del entrenamiento tanto como las pesas.

## Cuánto cuesta

La mayoría de los gimnasios ofrece pase libre mensual y planes por cantidad de clases semanales. Pagar tres o seis meses juntos suele tener descuento, y algunos bancos ofrecen reintegros si adherís la cuota al débito automático.

_Borrador: sumar testimonios de profes y una tabla de horarios._`,
  },
];

export function buildMagazinePosts(rng: Rng, now: Date, businesses: SeedBusiness[]): MagazineRow[] {
  return POSTS.map((p) => {
    const published = p.publishedDaysAgo !== null;
    const publishedAt = published
      ? new Date(
          Math.floor(addMs(now, -(p.publishedDaysAgo as number) * DAY - rng.int(8, 14) * HOUR).getTime() / 60000) *
            60000,
        )
      : null;
    const createdAt = published ? addMs(publishedAt as Date, -rng.int(1, 5) * DAY) : addMs(now, -rng.int(2, 9) * DAY);
    const ctx: Ctx = { businesses, publishedAt: publishedAt ?? now };
    return {
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      body: p.body(ctx),
      coverUrl: `/media/demo/cover/${p.slug}.svg`,
      authorName: p.authorName,
      authorId: null,
      category: p.category,
      tags: p.tags,
      status: published ? "published" : "draft",
      publishedAt,
      createdAt,
      updatedAt: published ? (publishedAt as Date) : addMs(createdAt, rng.int(1, 40) * HOUR),
    };
  });
}
