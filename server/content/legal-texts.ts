/**
 * The default Markdown of /terminos-y-condiciones and /privacidad: what every install starts with
 * (server/content/legal-pages.ts) and the demo data's text. Not legal advice: the launch checklist
 * asks an admin to review both. Only true things: no contact detail nobody entered (the contact the
 * admin sets is in every page's footer; the form at /contacto always reaches the administration).
 */

export const TERMS_TITLE = "Términos y condiciones de uso";

export const TERMS_BODY = `Estos términos regulan el uso de **Vilma**, la guía de comercios, profesionales y servicios de Villa María y Villa Nueva (provincia de Córdoba, Argentina). Al navegar el sitio, instalar la aplicación o crear una cuenta, aceptás estas condiciones. Si no estás de acuerdo con alguna de ellas, te pedimos que no uses el servicio.

## 1. Qué es Vilma

Vilma es un directorio en línea que reúne información de comercios y profesionales de la zona: datos de contacto, horarios, ubicación, reseñas, promociones propias de cada comercio y promociones bancarias vigentes. Vilma **no vende productos ni presta los servicios publicados**: la relación comercial es siempre entre vos y el comercio o profesional que elegís.

## 2. Cuentas de usuario

- Podés usar la guía sin registrarte. Para guardar favoritos, dejar reseñas o recibir notificaciones necesitás una cuenta.
- Al registrarte te comprometés a dar datos verdaderos y a mantener la confidencialidad de tu contraseña. Sos responsable de la actividad que se realice desde tu cuenta.
- Si sos menor de 18 años, necesitás la autorización de tus padres o tutores para crear una cuenta.
- Podés eliminar tu cuenta cuando quieras desde tu perfil o escribiéndonos.

## 3. Información publicada por los comercios

Cada comercio es responsable de que sus datos (dirección, teléfonos, horarios, precios y promociones) sean correctos y estén actualizados. En Vilma revisamos las fichas antes de publicarlas, pero no podemos garantizar que la información sea exacta en todo momento. Antes de trasladarte, te recomendamos confirmar horarios y disponibilidad con el comercio, sobre todo en feriados.

Los comercios que reclamen su ficha deberán acreditar que son titulares o representantes del negocio. Vilma puede suspender o dar de baja fichas con información falsa, engañosa o que infrinja la ley.

## 4. Reseñas y comentarios

Las reseñas tienen que basarse en experiencias reales. No se permiten comentarios ofensivos, discriminatorios, con datos personales de terceros, publicidad encubierta ni reseñas escritas por el propio comercio o su competencia. Podemos moderar o eliminar el contenido que no cumpla estas reglas. Al publicar una reseña nos autorizás, en forma gratuita y no exclusiva, a mostrarla en Vilma.

## 5. Promociones y ofertas

Las promociones de los comercios son ofrecidas y cumplidas por cada comercio, con las condiciones, vigencias y stock que éste informe. Las promociones bancarias se publican a modo informativo: los reintegros, topes y días de vigencia los define cada banco o billetera, y **siempre prevalecen las bases y condiciones publicadas por la entidad**.

## 6. Planes para comercios

Los comercios pueden contratar los planes **Destacado** o **Premium** para ganar visibilidad. Los precios se expresan en pesos argentinos, se informan en la página de planes y se abonan por período mensual adelantado. Podés cancelar la renovación en cualquier momento; el plan sigue vigente hasta el final del período pagado.

Conforme a la Ley 24.240 de Defensa del Consumidor y a la Resolución 424/2020 de la Secretaría de Comercio Interior, podés revocar la contratación dentro de los diez (10) días corridos desde que la realizaste mediante el **botón de arrepentimiento** disponible en tu panel, sin costo ni penalidad.

## 7. Uso permitido

No está permitido:

1. Copiar en forma masiva la información del sitio (scraping) ni usarla para enviar publicidad no solicitada.
2. Intentar acceder a cuentas, datos o áreas restringidas que no te corresponden.
3. Publicar contenido ilegal, que infrinja derechos de terceros o que contenga software malicioso.
4. Usar Vilma de un modo que afecte su funcionamiento o el de otros usuarios.

## 8. Propiedad intelectual

El diseño, el logo, la marca Vilma, los textos del Magazine y el software son de nuestra titularidad o los usamos con autorización. Los logos, fotos y marcas de cada comercio pertenecen a sus respectivos titulares.

## 9. Responsabilidad

Vilma se ofrece "tal como está". Hacemos lo posible para que funcione sin interrupciones, pero pueden existir cortes por mantenimiento o causas ajenas. No somos responsables por los productos o servicios de los comercios publicados, ni por daños derivados de información desactualizada cargada por terceros, sin perjuicio de los derechos que la ley reconoce a los consumidores.

## 10. Cambios en estos términos

Podemos actualizar estos términos. Cuando el cambio sea importante, te lo vamos a avisar en el sitio o por email con al menos diez días de anticipación. La fecha de la última actualización figura al comienzo de esta página.

## 11. Ley aplicable y jurisdicción

Estos términos se rigen por las leyes de la República Argentina. Ante cualquier controversia, las partes se someten a los **tribunales ordinarios de la ciudad de Villa María, provincia de Córdoba**, sin perjuicio del derecho de los consumidores a elegir la jurisdicción de su domicilio según la Ley 24.240.

## 12. Contacto

Por consultas sobre estos términos escribinos desde el [formulario de contacto](/contacto).
`;

export const PRIVACY_TITLE = "Política de privacidad";

export const PRIVACY_BODY = `En **Vilma** cuidamos tus datos personales. Esta política explica qué información recopilamos, para qué la usamos y cómo podés ejercer tus derechos, de acuerdo con la **Ley 25.326 de Protección de Datos Personales**, su decreto reglamentario 1558/2001 y las normas de la Agencia de Acceso a la Información Pública (AAIP).

## Responsable de los datos

El responsable de la base de datos es quien administra Vilma. Podés escribirnos desde el [formulario de contacto](/contacto).

## Qué datos recopilamos

- **Datos de tu cuenta:** nombre, email y, si ingresás con Google, la foto de perfil que Google nos comparte. Nunca recibimos tu contraseña de Google.
- **Preferencias:** favoritos, tema claro u oscuro y configuración de notificaciones.
- **Contenido que publicás:** reseñas, calificaciones y mensajes al soporte.
- **Datos de uso:** páginas visitadas, búsquedas realizadas (sin asociarlas a tu nombre) y clics en promociones, para elaborar estadísticas.
- **Ubicación:** sólo si la habilitás en tu navegador. Se guarda en tu dispositivo durante una hora y se usa para calcular la distancia a los comercios; no la guardamos en nuestros servidores.
- **Datos de comercios:** los datos de contacto de los titulares que reclaman o administran una ficha.
- **Datos de facturación:** si contratás un plan pago, el nombre o razón social, CUIT o DNI y el domicilio fiscal para emitir la factura. Los datos de tu tarjeta los procesa directamente el procesador de pagos; nosotros no los vemos ni los guardamos.

## Para qué los usamos

1. Para prestarte el servicio: mostrarte comercios, guardar tus favoritos y enviarte las notificaciones que elegiste.
2. Para mejorar Vilma: entender qué se busca y qué secciones se usan más.
3. Para la seguridad del sitio: prevenir fraudes, abusos y accesos no autorizados.
4. Para comunicarnos con vos sobre tu cuenta o cambios en estas políticas.

No vendemos ni alquilamos tus datos personales.

## Con quién los compartimos

Compartimos datos sólo con proveedores que nos ayudan a operar el servicio (alojamiento, envío de emails, procesamiento de pagos, inicio de sesión con Google y herramientas de analítica), que actúan por nuestra cuenta y bajo obligaciones de confidencialidad. Algunos de estos proveedores pueden procesar la información fuera de la Argentina, en países con niveles de protección adecuados o con garantías contractuales equivalentes. También podremos entregar información cuando lo exija una autoridad judicial o administrativa competente.

## Cookies y analítica

Usamos cookies propias para mantener tu sesión y recordar tus preferencias, y, si el sitio las tiene activadas, herramientas de analítica que anonimizan tu dirección IP. Podés bloquear las cookies desde tu navegador, aunque algunas funciones pueden dejar de andar.

## Cuánto tiempo guardamos tus datos

Conservamos los datos de tu cuenta mientras esté activa. Si la eliminás, borramos o anonimizamos tu información dentro de los treinta días, salvo la que debamos conservar por obligaciones legales. Las estadísticas de búsqueda se guardan en forma agregada y sin datos que te identifiquen.

## Tus derechos

Como titular de los datos tenés derecho a **acceder, rectificar, actualizar y suprimir** tu información y a **oponerte** a su tratamiento con fines publicitarios (derechos ARCO). Podés ejercerlos desde tu perfil o escribiéndonos desde el [formulario de contacto](/contacto), acreditando tu identidad. Respondemos los pedidos de acceso dentro de los diez días corridos y los de rectificación o supresión dentro de los cinco días hábiles, como establece la ley.

El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto conforme lo establecido en el artículo 14, inciso 3 de la Ley N° 25.326.

La **Agencia de Acceso a la Información Pública**, en su carácter de órgano de control de la Ley N° 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.

## Seguridad

Aplicamos medidas técnicas y organizativas razonables: conexiones cifradas, contraseñas almacenadas con algoritmos de hash y accesos restringidos al personal que los necesita. Ningún sistema es infalible; si detectamos un incidente que afecte tus datos, te lo vamos a informar.

## Menores de edad

Vilma no está dirigida a menores de 13 años y no recopilamos a sabiendas datos de ellos. Si sos padre, madre o tutor y creés que tu hijo nos dio información, escribinos y la eliminamos.

## Cambios en esta política

Si modificamos esta política, publicaremos la nueva versión en esta página con su fecha de actualización y, si los cambios son relevantes, te avisaremos por email o dentro de Vilma.
`;
