/**
 * /offline: the page the service worker shows for a page never visited when there is no connection
 * (app/pwa/service-worker.ts), and the offline directory: every business of both cities kept on the
 * phone (app/pwa/directory-store.ts), searchable by name or category, with who is open now by the
 * site's own rule (core/opening-hours.ts, Buenos Aires time) and a "Llamar" link. No loader: it is
 * stored once per build and must work with the network off.
 */

import { useEffect, useId, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { CloudOff, MapPin, Phone, Search } from "#app/components/icons/icons.tsx";
import { EmptyState } from "#app/components/page/empty-state.tsx";
import { originFrom, seo } from "#app/lib/seo.ts";
import { readStoredDirectory, refreshDirectory } from "#app/pwa/directory-store.ts";
import { formatDate } from "#core/format.ts";
import {
  type DirectoryBusiness,
  type DirectoryHit,
  decodeDirectory,
  searchDirectory,
} from "#core/offline-directory.ts";
import { describeDuty, dutyHoursLabel, groupDuties } from "#core/pharmacy-duty.ts";
import { safeRedirectPath } from "#core/urls.ts";
import type { Route } from "./+types/offline";

const SHOWN = 50;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Guía sin conexión",
    description: "Todos los comercios de Villa María y Villa Nueva, también sin conexión.",
    path: "/offline",
    origin: originFrom(matches),
    noindex: true,
  });

interface StoredDirectory {
  businesses: DirectoryBusiness[];
  checkedAt: number | null;
}

async function readDirectory(): Promise<StoredDirectory | null> {
  const stored = await readStoredDirectory();
  const businesses = stored ? decodeDirectory(stored.document) : null;
  return businesses ? { businesses, checkedAt: stored?.checkedAt ?? null } : null;
}

type Loaded = { state: "loading" } | { state: "missing" } | { state: "ready"; directory: StoredDirectory };

function useStoredDirectory(): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  useEffect(() => {
    let alive = true;
    const read = async () => {
      let directory = await readDirectory();
      // Online without a copy yet (first visit): fetch it now rather than wait for the background.
      if (!directory && (await refreshDirectory({ force: true }))) directory = await readDirectory();
      if (alive) setLoaded(directory ? { state: "ready", directory } : { state: "missing" });
    };
    read().catch((error) => {
      console.error("No se pudo abrir la guía sin conexión", error);
      if (alive) setLoaded({ state: "missing" });
    });
    return () => {
      alive = false;
    };
  }, []);
  return loaded;
}

function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

export default function OfflinePage() {
  const [params] = useSearchParams();
  const from = safeFrom(params.get("desde"));
  const online = useOnline();
  const loaded = useStoredDirectory();

  return (
    <main id="contenido" className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <header className="mb-6 space-y-2">
        <p className="inline-flex items-center gap-2 font-semibold text-brand-700 text-sm dark:text-brand-100">
          <CloudOff className="size-4" aria-hidden />
          {online ? "Guía para usar sin conexión" : "Estás sin conexión"}
        </p>
        <h1 className="font-extrabold text-2xl tracking-tight sm:text-3xl">Todos los comercios, en tu teléfono</h1>
        {from ? (
          <p className="text-fg-muted">
            No pudimos abrir <span className="break-all font-medium text-fg">{from}</span> sin conexión.{" "}
            <a href={from} className="font-semibold text-brand-700 underline dark:text-brand-100">
              Reintentar
            </a>
          </p>
        ) : (
          <p className="text-fg-muted">
            Buscá por nombre o rubro, mirá quién está abierto ahora y llamá, aunque no tengas señal.
          </p>
        )}
      </header>
      {loaded.state === "loading" && <p className="text-fg-muted">Abriendo la guía guardada…</p>}
      {loaded.state === "missing" && (
        <EmptyState icon={CloudOff} title="Todavía no guardamos la guía en este teléfono">
          Abrí Vilma una vez con conexión y la guía queda guardada para cuando no tengas señal.
        </EmptyState>
      )}
      {loaded.state === "ready" && <DirectorySearch directory={loaded.directory} />}
    </main>
  );
}

/** Only a path of this site goes in the "Reintentar" link. */
function safeFrom(value: string | null): string | null {
  const path = safeRedirectPath(value, "");
  return path === "" || path === "/offline" ? null : path;
}

function DirectorySearch({ directory }: { directory: StoredDirectory }) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [openNow, setOpenNow] = useState(false);
  // The minute matters for "Abierto": re-read the clock every minute while the page is open.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const result = useMemo(
    () => searchDirectory(directory.businesses, query, { at: now, openNow, limit: SHOWN }),
    [directory, query, openNow, now],
  );

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="sr-only">
        Buscar en la guía guardada
      </h2>
      <form role="search" className="space-y-3" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-q`} className="block font-semibold text-sm">
          Buscá por nombre o rubro
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-fg-muted"
            aria-hidden
          />
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Farmacia, pizzería, ferretería…"
            autoComplete="off"
            className="min-h-12 w-full rounded-xl border border-line bg-surface py-2 pr-3 pl-10 text-base"
          />
        </div>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-medium text-sm">
          <input
            type="checkbox"
            checked={openNow}
            onChange={(event) => setOpenNow(event.target.checked)}
            className="size-5 accent-brand-600"
          />
          Abierto ahora
        </label>
      </form>
      {query.trim() === "" && <OfflineDuties businesses={directory.businesses} now={now} />}
      <p className="text-fg-muted text-sm" aria-live="polite">
        {countLine(result.total, result.hits.length, directory.businesses.length)}
        {directory.checkedAt && ` Guía actualizada el ${formatDate(directory.checkedAt)}.`}
      </p>
      {result.hits.length > 0 ? (
        <ul className="space-y-3">
          {result.hits.map((hit) => (
            <DirectoryRow key={hit.slug} hit={hit} />
          ))}
        </ul>
      ) : (
        <EmptyState icon={Search} title="No hay comercios que coincidan">
          Probá con otra palabra{openNow ? " o quitá «Abierto ahora»" : ""}.
        </EmptyState>
      )}
    </section>
  );
}

/**
 * The rota kept on the phone: the pharmacies on duty now, then the next two days, each with its
 * window and a call button. From the stored directory only: it works without a connection.
 */
function OfflineDuties({ businesses, now }: { businesses: DirectoryBusiness[]; now: Date }) {
  const duties = businesses.flatMap((b) =>
    (b.duties ?? []).map((d) => ({ ...d, city: b.city, name: b.name, business: b })),
  );
  const groups = groupDuties(duties, now).slice(0, 3);
  if (groups.length === 0) return null;
  return (
    <section
      aria-labelledby="offline-duties"
      className="rounded-2xl border border-indigo-200 bg-indigo-50 p-4 dark:border-indigo-800 dark:bg-indigo-950/60"
    >
      <h2 id="offline-duties" className="font-bold text-indigo-950 text-lg dark:text-indigo-50">
        Farmacias de turno
      </h2>
      {groups.map((group) => (
        <div key={group.key} className="mt-3">
          <h3 className="font-semibold text-sm">{group.title}</h3>
          <ul className="mt-1 space-y-2">
            {group.duties.map((d) => (
              <li key={`${d.business.slug}-${String(d.startsAt)}`} data-testid="offline-duty" className="text-sm">
                <a href={`/${d.business.slug}`} className="font-semibold hover:underline">
                  {d.name}
                </a>{" "}
                <span className="text-fg-muted">
                  · {d.city} · {dutyHoursLabel(d)} · {describeDuty(d, now)}
                </span>
                {d.business.address && <span className="block text-fg-muted">{d.business.address}</span>}
                {d.business.phone && (
                  <a
                    href={`tel:${d.business.phone.replace(/[^\d+]/g, "")}`}
                    className="mt-1 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-3 font-semibold text-white hover:bg-brand-700"
                  >
                    <Phone className="size-4" aria-hidden />
                    Llamar<span className="sr-only"> a {d.name}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function countLine(total: number, shown: number, all: number): string {
  if (total === 0) return `Ninguno de los ${all} comercios guardados coincide.`;
  const what = total === 1 ? "1 comercio" : `${total} comercios`;
  return shown < total ? `${what}; se ven los primeros ${shown}, escribí más para acotar.` : `${what}.`;
}

function DirectoryRow({ hit }: { hit: DirectoryHit }) {
  return (
    <li data-testid="offline-business" className="rounded-2xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <a href={`/${hit.slug}`} className="font-bold text-base hover:underline">
            {hit.name}
          </a>
          <p className="text-fg-muted text-sm">{hit.category ?? "Sin categoría"}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {hit.onDuty && (
            <span className="inline-flex items-center rounded-full bg-indigo-100 px-2 py-0.5 font-semibold text-indigo-900 text-xs dark:bg-indigo-900/60 dark:text-indigo-100">
              De turno
            </span>
          )}
          <OpenNow isOpen={hit.isOpen} />
        </div>
      </div>
      {hit.bankToday.length > 0 && (
        <p data-bank-today-offline className="mt-2 text-emerald-800 text-sm dark:text-emerald-200">
          <span className="font-semibold">Hoy con tu tarjeta:</span>{" "}
          {hit.bankToday.map((p) => `${p.discountText} · ${p.bankName}`).join("; ")}
        </p>
      )}
      {hit.address && (
        <p className="mt-2 flex items-center gap-1 text-fg-muted text-sm">
          <MapPin className="size-4 shrink-0" aria-hidden />
          <span>
            {hit.address}, {hit.city}
          </span>
        </p>
      )}
      {hit.phone && (
        <a
          href={`tel:${hit.phone.replace(/[^\d+]/g, "")}`}
          className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 font-semibold text-sm text-white hover:bg-brand-700"
        >
          <Phone className="size-4" aria-hidden />
          Llamar
          <span className="font-normal">{hit.phone}</span>
          <span className="sr-only"> a {hit.name}</span>
        </a>
      )}
    </li>
  );
}

/**
 * The site's "Abierto"/"Cerrado" pill, drawn here rather than imported from badges.tsx: importing
 * it would move badges.tsx out of the business-card chunk into a file of its own, +0.3 KB gzip on
 * every home page's first download (which is at its 150 KB budget).
 */
function OpenNow({ isOpen }: { isOpen: boolean }) {
  return (
    <span
      className={
        isOpen
          ? "rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-800 text-xs dark:bg-emerald-900/50 dark:text-emerald-200"
          : "rounded-full bg-rose-100 px-2 py-0.5 font-semibold text-rose-800 text-xs dark:bg-rose-900/50 dark:text-rose-200"
      }
    >
      {isOpen ? "Abierto" : "Cerrado"}
    </span>
  );
}
