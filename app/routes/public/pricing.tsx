import { Link } from "react-router";
import { Check, ChevronDown, Sparkles } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";
import { originFrom, seo } from "#app/lib/seo.ts";
import { formatArs } from "#core/format.ts";
import { planPerks, planTier } from "#core/plan-perks.ts";
import { signInPath } from "#core/urls.ts";
import { isMercadoPagoEnabled } from "#server/billing/mercadopago.ts";
import { listActivePlans, type PlanSummary } from "#server/plans/list-plans.ts";
import { getOptionalUser } from "#server/platform/auth/guards.ts";
import { getUserBusinesses } from "#server/platform/auth/roles.ts";
import { getDb } from "#server/platform/db/client.ts";
import type { Route } from "./+types/pricing";

const OWNER_AREA = "/mi-comercio";
/** Claiming or registering a business starts here (the claims screens). */
const JOIN_PATH = "/mi-comercio/nuevo";

export async function loader({ context }: Route.LoaderArgs) {
  const user = getOptionalUser(context);
  const [plans, owned] = await Promise.all([
    listActivePlans(),
    user ? getUserBusinesses(await getDb(), user.id) : Promise.resolve([]),
  ]);
  return {
    plans,
    signedIn: user !== null,
    businesses: owned.map((b) => ({ uuid: b.uuid, name: b.name })),
    mercadoPago: isMercadoPagoEnabled(),
  };
}

type OwnedBusinessLink = { uuid: string; name: string };

/**
 * Where a plan's button goes. An owner: straight to choosing that plan for their business (a
 * chooser when they have several); the free plan is what they already have. Anyone else: claiming
 * or registering a business, through sign-in for a visitor.
 */
function planTargets(plan: PlanSummary, signedIn: boolean, businesses: OwnedBusinessLink[]) {
  if (businesses.length > 0) {
    if (plan.priceArs === 0) return [{ href: OWNER_AREA, label: "Ir a Mi comercio" }];
    const href = (b: OwnedBusinessLink) => `/mi-comercio/${b.uuid}/plan?plan=${plan.slug}`;
    if (businesses.length === 1) return [{ href: href(businesses[0]!), label: `Elegir ${plan.name}` }];
    return businesses.map((b) => ({ href: href(b), label: b.name }));
  }
  const href = signedIn ? JOIN_PATH : signInPath(JOIN_PATH);
  return [{ href, label: plan.priceArs === 0 ? "Empezar gratis" : `Elegir ${plan.name}` }];
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Planes para comercios",
    description:
      "Sumá tu comercio a Vilma gratis o ganá visibilidad con los planes Destacado y Premium. Precios en pesos, sin permanencia: cancelás cuando quieras.",
    path: "/pricing",
    origin: originFrom(matches),
  });

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { plans, signedIn, businesses, mercadoPago } = loaderData;
  return (
    <main id="contenido" className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-balance font-extrabold text-3xl tracking-tight sm:text-4xl">Planes para tu comercio</h1>
        <p className="mt-3 text-fg-muted text-lg">
          Publicá tu comercio gratis y, cuando quieras llegar a más vecinos de Villa María y Villa Nueva, elegí un plan.
          Sin permanencia: cancelás cuando quieras.
        </p>
      </header>

      {plans.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-line border-dashed bg-surface p-8 text-center text-fg-muted">
          Estamos actualizando los planes. Volvé a visitarnos en unos minutos.
        </p>
      ) : (
        <ul className="mt-10 grid items-stretch gap-6 md:grid-cols-3" aria-label="Planes">
          {plans.map((plan) => (
            <li key={plan.id} className="flex">
              <PlanCard plan={plan} targets={planTargets(plan, signedIn, businesses)} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6 text-center text-fg-muted text-sm">
        Precios en pesos argentinos. Los planes pagos se abonan por período adelantado.{" "}
        <Link to="/terminos-y-condiciones" className="font-medium text-brand-700 underline dark:text-blue-300">
          Ver términos y condiciones
        </Link>
      </p>

      <Faq mercadoPago={mercadoPago} />
    </main>
  );
}

/**
 * What a plan includes: "Todo lo del plan …" first, then the badge and the places it shows, from the
 * rule every page reads (core/plan-perks.ts), then the rest the administrator wrote for the plan.
 */
function planFeatures(plan: PlanSummary): string[] {
  const inherits = plan.features.filter((f) => f.startsWith("Todo lo del plan"));
  const rest = plan.features.filter((f) => !f.startsWith("Todo lo del plan"));
  return [...inherits, ...planPerks(planTier(plan.premiumLevel)), ...rest];
}

function PlanCard({ plan, targets }: { plan: PlanSummary; targets: { href: string; label: string }[] }) {
  const free = plan.priceArs === 0;
  const per = plan.period === "yearly" ? { short: "/año", long: "por año" } : { short: "/mes", long: "por mes" };
  const titleId = `plan-${plan.slug}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "relative flex w-full flex-col rounded-2xl border bg-surface p-6 shadow-sm",
        plan.isHighlighted ? "border-brand-600 shadow-lg ring-2 ring-brand-600 md:-my-3 md:py-9" : "border-line",
      )}
    >
      {plan.isHighlighted && (
        <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 whitespace-nowrap rounded-full bg-brand-600 px-3 py-1 font-semibold text-white text-xs shadow">
          <Sparkles className="size-3.5" aria-hidden />
          Más elegido
        </p>
      )}
      <h2 id={titleId} className="font-bold text-xl">
        {plan.name}
      </h2>
      {plan.description && <p className="mt-1 min-h-10 text-fg-muted text-sm">{plan.description}</p>}
      <p className="mt-5 flex items-baseline gap-1">
        {free ? (
          <span className="font-extrabold text-4xl tracking-tight">Gratis</span>
        ) : (
          <>
            <span className="font-extrabold text-4xl tracking-tight">{formatArs(plan.priceArs)}</span>
            <span className="text-fg-muted">
              <span aria-hidden>{per.short}</span>
              <span className="sr-only"> {per.long}</span>
            </span>
          </>
        )}
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm" aria-label={`Qué incluye ${plan.name}`}>
        {planFeatures(plan).map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400" aria-hidden />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {targets.length === 1 ? (
        <Link to={targets[0]!.href} className={ctaClass(plan.isHighlighted)}>
          {targets[0]!.label}
        </Link>
      ) : (
        <details className="group mt-8">
          <summary
            className={cn(
              ctaClass(plan.isHighlighted),
              "mt-0 cursor-pointer list-none [&::-webkit-details-marker]:hidden",
            )}
          >
            Elegir {plan.name}
            <ChevronDown className="ml-1 size-4 transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <p className="mt-3 text-fg-muted text-sm">¿Para cuál de tus comercios?</p>
          <ul className="mt-2 flex flex-col gap-2">
            {targets.map((t) => (
              <li key={t.href}>
                <Link
                  to={t.href}
                  className="flex min-h-11 items-center rounded-lg border border-line px-3 font-medium text-sm hover:border-brand-600 hover:bg-surface-muted"
                >
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      )}
    </article>
  );
}

function ctaClass(highlighted: boolean): string {
  return cn(
    "mt-8 inline-flex h-11 w-full items-center justify-center rounded-lg px-4 font-semibold text-sm transition",
    highlighted
      ? "bg-brand-600 text-white hover:bg-brand-700"
      : "border border-line text-fg hover:border-brand-600 hover:bg-surface-muted",
  );
}

const faq = (mercadoPago: boolean): { question: string; answer: React.ReactNode }[] => [
  {
    question: "Mi comercio ya aparece en Vilma, ¿cómo lo reclamo?",
    answer: (
      <>
        Ingresá con tu cuenta, buscá tu negocio en Vilma y, en su página, tocá <strong>¿Es tu comercio?</strong>. Te
        vamos a pedir un teléfono de contacto y algo que acredite que sos titular o representante: la constancia de
        inscripción en ARCA, la habilitación municipal o una factura a nombre del comercio. Revisamos cada pedido a mano
        y te avisamos por email cuando esté aprobado; desde ese momento editás horarios, fotos y promociones vos mismo.
      </>
    ),
  },
  {
    question: "¿Y si mi comercio todavía no está en la guía?",
    answer: (
      <>
        Lo cargás vos desde{" "}
        <Link to={JOIN_PATH} className="font-medium text-brand-700 underline dark:text-blue-300">
          Sumá tu comercio
        </Link>{" "}
        con el plan Básico, sin costo. Antes de publicarlo revisamos los datos para que la guía siga siendo confiable
        para los vecinos. Después podés pasarte a un plan pago cuando quieras.
      </>
    ),
  },
  {
    question: "¿Cómo pago un plan?",
    answer: (
      <>
        {mercadoPago
          ? "Con Mercado Pago (tarjeta de crédito o débito, o dinero en cuenta), que renueva el plan solo cada período, o por transferencia bancaria, que activamos cuando confirmamos el pago. "
          : "Por transferencia bancaria: elegís el plan en Mi comercio, te mostramos la cuenta y lo activamos cuando confirmamos el pago. "}
        Los planes se abonan por período adelantado y cada pago queda en el historial del plan de tu comercio. El precio
        que ves es el que pagás: no hay costos de alta.
      </>
    ),
  },
  {
    question: "¿Puedo cancelar cuando quiera?",
    answer: (
      <>
        Sí. No hay permanencia mínima: cancelás la renovación desde Mi comercio con un clic y el plan sigue activo hasta
        el final del período que ya pagaste; después tu ficha vuelve al plan Básico, sin perder tus datos ni tus
        reseñas. Además, dentro de los 10 días corridos desde la contratación podés usar el{" "}
        <Link to="/arrepentimiento" className="font-medium text-brand-700 underline dark:text-blue-300">
          botón de arrepentimiento
        </Link>{" "}
        y te devolvemos lo que pagaste, como indica la Ley de Defensa del Consumidor.
      </>
    ),
  },
];

function Faq({ mercadoPago }: { mercadoPago: boolean }) {
  return (
    <section aria-labelledby="preguntas-frecuentes" className="mx-auto mt-16 max-w-3xl">
      <h2 id="preguntas-frecuentes" className="text-center font-bold text-2xl tracking-tight">
        Preguntas frecuentes
      </h2>
      <div className="mt-6 divide-y divide-line rounded-2xl border border-line bg-surface">
        {faq(mercadoPago).map((item) => (
          <details key={item.question} className="group px-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                className="size-5 shrink-0 text-fg-muted transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="pb-5 text-fg-muted leading-relaxed">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
