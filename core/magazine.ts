/** The magazine's feed names, shown in the page's <link rel="alternate"> and in the feed itself. */
export const RSS_TITLE = "Vilma Magazine";
export const RSS_DESCRIPTION =
  "Guías, recomendaciones y novedades de los comercios de Villa María y Villa Nueva, por el equipo de Vilma.";
