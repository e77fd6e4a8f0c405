/**
 * /ofertas: business promotions ("Ofertas de comercios") and bank promotions ("Promociones
 * bancarias", ?tab=bancos[&bank=slug]). The URL carries the whole state: tab, filters and how many
 * pages of 20 are shown ("Ver más" is a link to page + 1, so it works without JavaScript). Bad input
 * (an unknown bank or category, an unknown tab, absurd pages) gives a normal page.
 */

import { Link, useNavigation } from "react-router";
import { BankPromotionCard } from "#app/components/bank-promotion-card.tsx";
import { PageBanners } from "#app/components/content/page-banners.tsx";
import { ChevronDown } from "#app/components/icons/icons.tsx";
import {
  BankChips,
  BankOffersFilters,
  BusinessOffersFilters,
  EmptyState,
  OffersTabs,
} from "#app/components/offers/offers-filters.tsx";
import { PromotionCard } from "#app/components/promotion-card.tsx";
import { cn } from "#app/lib/cn.ts";
import { originFrom, seo } from "#app/lib/seo.ts";
import { buenosAiresWeekday } from "#core/bank-promotions.ts";
import { colorRules } from "#core/color-rules.ts";
import { formatCount } from "#core/format.ts";
import { canonicalOffersPath, offersHref, parseOffersParams } from "#core/offers-url.ts";
import { activeBanners } from "#server/content/banners.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { getOffersPage, type OffersPageData } from "#server/promotions/get-offers-page.ts";
import type { Route } from "./+types/ofertas";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseOffersParams(new URL(request.url).searchParams);
  const now = requestTime(context);
  const [page, banners] = await Promise.all([getOffersPage(params, now), activeBanners("ofertas", now)]);
  // The bank cards' colour bars (root.tsx puts them in the page's <style>).
  const bankColors =
    page.tab === "bancos"
      ? colorRules(
          "data-bank-color",
          page.items.map((p) => ({ key: p.bank.id, color: p.bank.color })),
        )
      : "";
  return { now: now.toISOString(), page, banners, colorRules: bankColors };
}

const PLACE = "Villa María y Villa Nueva";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const origin = originFrom(matches);
  const page = loaderData?.page;
  if (!page) {
    return seo({ title: "Ofertas y promociones", path: "/ofertas", origin });
  }
  if (page.tab === "bancos") {
    return seo({
      title: page.bank ? `Promociones de ${page.bank.name}` : `Promociones bancarias en ${PLACE}`,
      description: page.bank
        ? `Descuentos y reintegros de ${page.bank.name} en comercios de ${PLACE}: días, tarjetas, topes y vigencia.`
        : `Promociones de bancos y billeteras en ${PLACE}: qué día conviene cada tarjeta, topes de reintegro y vigencia.`,
      path: canonicalOffersPath({ tab: "bancos", bank: page.bank?.slug ?? null }),
      origin,
      image: page.bank?.logoUrl ?? page.items[0]?.bank.logoUrl,
      noindex: page.unknownBank,
    });
  }
  return seo({
    title: page.category ? `Ofertas de ${page.category.name} en ${PLACE}` : `Ofertas de comercios en ${PLACE}`,
    description: `Descuentos, 2x1 y cupones de los comercios de ${PLACE}. Mirá las ofertas vigentes y las que terminan pronto.`,
    path: canonicalOffersPath({ tab: "comercios", bank: null }),
    origin,
    image: page.items[0]?.imageUrl,
    noindex: page.unknownCategory,
  });
};

export default function Ofertas({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const now = new Date(loaderData.now);
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/ofertas";

  return (
    <main id="contenido">
      <section className="border-line border-b bg-surface">
        <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 sm:py-8">
          <div>
            <h1 className="font-extrabold text-2xl tracking-tight sm:text-3xl">Ofertas y promociones</h1>
            <p className="mt-1 text-fg-muted text-sm sm:text-base">
              Descuentos de los comercios de {PLACE} y promociones de bancos y billeteras.
            </p>
          </div>
          <OffersTabs params={page.params} />
          {page.tab === "bancos" ? (
            <>
              <BankChips params={page.params} banks={page.banks} unknownBank={page.unknownBank} />
              <BankOffersFilters params={page.params} weekday={buenosAiresWeekday(now)} />
            </>
          ) : (
            <BusinessOffersFilters params={page.params} categories={page.categories} />
          )}
        </div>
      </section>
      <PageBanners banners={loaderData.banners} className="mt-6" />

      <section
        aria-labelledby="resultados-title"
        aria-busy={busy}
        className={cn("mx-auto max-w-6xl px-4 py-8 transition-opacity", busy && "opacity-60")}
      >
        <h2 id="resultados-title" className="mb-1 font-bold text-xl">
          {resultsTitle(page)}
        </h2>
        <p className="mb-5 text-fg-muted text-sm" role="status">
          {statusText(page)}
        </p>
        <Results page={page} now={now} />
        {page.hasMore && (
          <div className="mt-8 flex justify-center">
            <Link
              to={offersHref(page.params, { page: page.page + 1 })}
              preventScrollReset
              className="inline-flex h-11 items-center gap-2 rounded-xl border border-line bg-surface px-6 font-semibold text-sm hover:bg-surface-muted"
            >
              Ver más
              <ChevronDown className="size-4" aria-hidden />
            </Link>
          </div>
        )}
        {page.limitReached && (
          <p className="mt-8 text-center text-fg-muted text-sm">
            Mostramos las primeras {formatCount(page.items.length)}. Usá los filtros para encontrar el resto.
          </p>
        )}
      </section>
    </main>
  );
}

function Results({ page, now }: { page: OffersPageData; now: Date }) {
  if (page.tab === "bancos") {
    if (page.unknownBank) {
      return (
        <EmptyState
          title="No encontramos promociones de ese banco"
          text="Puede que el banco no esté en Vilma o que el enlace tenga un error. Mirá las promociones de todos los bancos y billeteras."
          link={{ to: "/ofertas?tab=bancos", label: "Ver todas las promociones bancarias" }}
        />
      );
    }
    if (page.items.length === 0) {
      return (
        <EmptyState
          title="No hay promociones con estos filtros"
          text={
            page.bank
              ? `${page.bank.name} no tiene promociones vigentes que coincidan. Probá con otro día o sacá algún filtro.`
              : "No hay promociones bancarias vigentes que coincidan. Probá con otro día o sacá algún filtro."
          }
          link={{ to: "/ofertas?tab=bancos", label: "Ver todas las promociones bancarias" }}
        />
      );
    }
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {page.items.map((p) => (
          <BankPromotionCard key={p.id} promotion={p} now={now} />
        ))}
      </div>
    );
  }
  if (page.unknownCategory) {
    return (
      <EmptyState
        title="No encontramos esa categoría"
        text="La categoría del enlace no existe. Mirá todas las ofertas vigentes de los comercios."
        link={{ to: "/ofertas", label: "Ver todas las ofertas" }}
      />
    );
  }
  if (page.items.length === 0) {
    return (
      <EmptyState
        title="No hay ofertas con estos filtros"
        text={
          page.category
            ? `Por ahora no hay ofertas vigentes en ${page.category.name} que coincidan. Probá sacando algún filtro.`
            : "Por ahora no hay ofertas vigentes que coincidan. Probá sacando algún filtro."
        }
        link={{ to: "/ofertas", label: "Ver todas las ofertas" }}
      />
    );
  }
  return (
    <div className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
      {page.items.map((p) => (
        <PromotionCard key={p.id} promotion={p} now={now} />
      ))}
    </div>
  );
}

function resultsTitle(page: OffersPageData): string {
  if (page.tab === "bancos") {
    if (page.bank) return `Promociones de ${page.bank.name}`;
    return page.params.ending ? "Promociones que terminan pronto" : "Promociones bancarias";
  }
  if (page.category) return `Ofertas de ${page.category.name}`;
  return page.params.ending ? "Ofertas que terminan pronto" : "Ofertas de comercios";
}

function statusText(page: OffersPageData): string {
  const [one, many] =
    page.tab === "bancos" ? ["promoción vigente", "promociones vigentes"] : ["oferta vigente", "ofertas vigentes"];
  if (page.total === 0) return `0 ${many}`;
  const count = `${formatCount(page.total)} ${page.total === 1 ? one : many}`;
  return page.items.length < page.total ? `${count} · mostrando ${formatCount(page.items.length)}` : count;
}
