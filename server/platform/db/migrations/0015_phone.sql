-- Issue 22 §3: /pricing lists the badge and the places a plan shows from core/plan-perks.ts; the
-- seed's old lines that said the same (one of them wrongly: "Insignia de comercio destacado" on both
-- paid plans through "Todo lo del plan Destacado") would now repeat them. Only those exact seed
-- lines go; any text an administrator wrote stays.
UPDATE "plans"
SET "features" = array_remove(
  array_remove(
    array_remove("features", 'Insignia de comercio destacado'),
    'Prioridad en los resultados de tu categoría'
  ),
  'Aparecés en Comercios Destacados de la página de inicio'
)
WHERE "slug" IN ('destacado', 'premium');
