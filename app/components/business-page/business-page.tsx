import { Link } from "react-router";
import {
  Accessibility,
  Award,
  Banknote,
  Bike,
  Briefcase,
  CalendarClock,
  Car,
  ChevronRight,
  Clock,
  CreditCard,
  Globe,
  Mail,
  MessageCircle,
  Navigation,
  Phone,
  QrCode,
  Siren,
} from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";
import { websiteForDisplay, whatsappForDisplay } from "#core/contact-links.ts";
import { formatArs, formatDate } from "#core/format.ts";
import { isOpenAt, nextChange, upcomingSpecialHours, weekSchedule } from "#core/opening-hours.ts";
import type { BusinessPageViewer } from "#server/businesses/business-page.ts";
import type { PublicBusiness } from "#server/businesses/get-public-business.ts";
import type { BankTodayLine } from "#server/promotions/bank-promotions-here.ts";
import type { ReviewsPage } from "#server/reviews/business-reviews.ts";
import { OpenBadge, PremiumBadge } from "../badges.tsx";
import { businessPath, ShareButton } from "../business-card.tsx";
import { leadLinkProps } from "../business-leads/lead-link.ts";
import { CategoryIcon } from "../category-icon.tsx";
import { FavoriteButton } from "../favorite-button.tsx";
import { LocationCard } from "../map/location-card.tsx";
import { PromotionCard } from "../promotion-card.tsx";
import { ReviewsSection } from "../reviews/reviews-section.tsx";
import { FacebookIcon, InstagramIcon, TiktokIcon, YoutubeIcon } from "../social-icons.tsx";
import { BankPromotionsToday } from "./bank-promotions-today.tsx";
import { Card } from "./card.tsx";
import { ClaimLink } from "./claim-link.tsx";
import { Gallery } from "./gallery.tsx";

export function BusinessPage({
  business,
  viewer,
  now,
  reviewsPage = null,
  bankToday = [],
}: {
  business: PublicBusiness;
  /** The signed-in visitor's own data (their review); null for anonymous visitors. */
  viewer: BusinessPageViewer | null;
  now: Date;
  /** `?resenas=N` (N > 1): that page of reviews instead of the newest ones. */
  reviewsPage?: ReviewsPage | null;
  /** "Hoy con tu tarjeta": the bank promotions that work here on this request's day. */
  bankToday?: readonly BankTodayLine[];
}) {
  const isOpen = isOpenAt(business.hours, business.specialHours, now);
  const status = nextChange(business.hours, business.specialHours, now);
  const week = weekSchedule(business.hours, now);
  const special = upcomingSpecialHours(business.specialHours, now);
  const directions =
    business.latitude != null && business.longitude != null
      ? `https://www.google.com/maps/dir/?api=1&destination=${business.latitude},${business.longitude}&travelmode=walking`
      : business.address
        ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${business.address}, ${business.city}, Córdoba`)}&travelmode=walking`
        : null;

  return (
    <main id="contenido" className="pb-8">
      <div className="relative h-40 bg-gradient-to-br from-brand-700 to-brand-500 sm:h-64">
        {business.bannerUrl && (
          <img
            src={business.bannerUrl}
            alt=""
            className="size-full object-cover"
            width={1200}
            height={400}
            fetchPriority="high"
          />
        )}
      </div>
      <div className="mx-auto max-w-6xl px-4">
        {/* Only the logo reaches up into the banner; the name, category, badges and buttons start below
            it, because the banner is positioned and would paint over anything else pulled up into it. */}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <img
            src={business.logoUrl ?? "/media/demo/logo/comercio.svg"}
            alt={`Logo de ${business.name}`}
            width={128}
            height={128}
            className="relative -mt-12 size-24 shrink-0 rounded-2xl border-4 border-surface bg-surface object-cover shadow-lg sm:-mt-16 sm:size-32"
          />
          <div className="min-w-0 flex-1 sm:pt-4">
            <h1 className="break-words font-extrabold text-3xl tracking-tight sm:text-4xl">{business.name}</h1>
            <nav aria-label="Categoría" className="mt-1 flex flex-wrap items-center gap-1 text-fg-muted text-sm">
              {business.parentCategory && (
                <>
                  <Link
                    to={`/search?category=${business.parentCategory.slug}`}
                    className="hover:text-brand-600 dark:hover:text-blue-300"
                  >
                    {business.parentCategory.name}
                  </Link>
                  <ChevronRight className="size-3.5" aria-hidden />
                </>
              )}
              {business.category ? (
                <Link
                  to={`/search?category=${business.category.slug}`}
                  className="inline-flex items-center gap-1 hover:text-brand-600 dark:hover:text-blue-300"
                >
                  <CategoryIcon name={business.category.icon} className="size-3.5" />
                  {business.category.name}
                </Link>
              ) : (
                <span>Sin categoría</span>
              )}
            </nav>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              {business.isPremiumNow && <PremiumBadge />}
              <OpenBadge isOpen={isOpen} />
              {status && <span className="text-fg-muted text-sm">{status}</span>}
            </div>
          </div>
          <div className="flex gap-2 sm:pt-4">
            <ShareButton name={business.name} path={businessPath(business)} />
            <FavoriteButton businessUuid={business.uuid} />
          </div>
        </div>

        <ContactBar business={business} directions={directions} />
        <ContactDetails business={business} />

        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            {business.description && (
              <Card title="Sobre el comercio">
                <p className="whitespace-pre-line leading-relaxed">{business.description}</p>
              </Card>
            )}
            <Gallery photos={business.photos} businessName={business.name} />
            {business.promotions.length > 0 && (
              <section aria-labelledby="promos-title">
                <h2 id="promos-title" className="mb-3 font-bold text-xl">
                  Promociones vigentes
                </h2>
                <div className="grid gap-4 sm:grid-cols-2">
                  {business.promotions.map((p) => (
                    <PromotionCard key={p.id} promotion={p} now={now} />
                  ))}
                </div>
              </section>
            )}
            <ProfessionalDetails business={business} />
            <ReviewsSection business={business} viewer={viewer} reviewsPage={reviewsPage} />
          </div>
          <aside className="space-y-6">
            <Card title="Horarios" icon={<Clock className="size-5" aria-hidden />}>
              {business.hours.length === 0 ? (
                <p className="text-fg-muted text-sm">Este comercio todavía no cargó sus horarios.</p>
              ) : (
                <dl className="divide-y divide-line text-sm">
                  {week.map((day) => (
                    <div
                      key={day.dayOfWeek}
                      className={cn(
                        "flex justify-between gap-3 py-1.5",
                        day.isToday && "font-semibold text-brand-700 dark:text-blue-300",
                      )}
                      aria-current={day.isToday ? "date" : undefined}
                    >
                      <dt>
                        {day.label}
                        {day.isToday && <span className="ml-1 text-xs">(hoy)</span>}
                      </dt>
                      <dd className="text-right">{day.slots.length > 0 ? day.slots.join(", ") : "Cerrado"}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {special.length > 0 && (
                <div className="mt-4 rounded-xl bg-amber-50 p-3 text-sm dark:bg-amber-900/30">
                  <h3 className="mb-1 flex items-center gap-1.5 font-semibold">
                    <CalendarClock className="size-4" aria-hidden />
                    Horarios especiales
                  </h3>
                  <ul className="space-y-1">
                    {special.map((s) => (
                      <li key={`${s.date}-${s.openTime}`}>
                        <span className="font-medium">{formatDate(s.date)}</span>
                        {s.name && <span className="text-fg-muted"> · {s.name}</span>}:{" "}
                        {s.isClosed ? "Cerrado" : `${s.openTime?.slice(0, 5)} – ${s.closeTime?.slice(0, 5)}`}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </Card>
            <LocationCard business={business} directions={directions} />
            <BankPromotionsToday promotions={bankToday} />
            <PaymentsAndAmenities business={business} />
            {business.branches.length > 0 && business.brand && (
              <Card title={`Otras sucursales de ${business.brand.name}`}>
                <ul className="space-y-2 text-sm">
                  {business.branches.map((b) => (
                    <li key={b.slug}>
                      <Link to={`/${b.slug}`} className="font-medium hover:text-brand-600 dark:hover:text-blue-300">
                        {b.name}
                      </Link>
                      {b.address && <span className="block text-fg-muted text-xs">{b.address}</span>}
                    </li>
                  ))}
                </ul>
              </Card>
            )}
            <ClaimLink businessUuid={business.uuid} viewer={viewer} />
          </aside>
        </div>
      </div>
    </main>
  );
}

// Base and colour are separate so no class has to override another (cn() does not merge utilities).
const actionBase = "inline-flex items-center gap-2 rounded-xl border py-2.5 font-medium text-sm shadow-sm";
const actionClass = cn(actionBase, "border-line bg-surface px-4 hover:bg-surface-muted");

function ContactBar({ business, directions }: { business: PublicBusiness; directions: string | null }) {
  const socials = [
    { href: business.facebookUrl, label: "Facebook", Icon: FacebookIcon },
    { href: business.instagramUrl, label: "Instagram", Icon: InstagramIcon },
    { href: business.youtubeUrl, label: "YouTube", Icon: YoutubeIcon },
    { href: business.tiktokUrl, label: "TikTok", Icon: TiktokIcon },
  ].filter((s): s is typeof s & { href: string } => Boolean(s.href));
  return (
    <div className="mt-5 flex flex-wrap gap-2">
      {business.phoneNumber && (
        <a
          href={`tel:${business.phoneNumber.replace(/[^\d+]/g, "")}`}
          {...leadLinkProps(business.uuid, "call")}
          className={cn(actionBase, "border-brand-600 bg-brand-600 px-4 text-white hover:bg-brand-700")}
        >
          <Phone className="size-4" aria-hidden />
          Llamar
        </a>
      )}
      {business.whatsappNumber && (
        <a
          href={`https://wa.me/${business.whatsappNumber.replace(/\D/g, "")}`}
          target="_blank"
          rel="noopener noreferrer"
          {...leadLinkProps(business.uuid, "whatsapp")}
          className={cn(actionBase, "border-emerald-700 bg-emerald-700 px-4 text-white hover:bg-emerald-800")}
        >
          <MessageCircle className="size-4" aria-hidden />
          WhatsApp
        </a>
      )}
      {directions && (
        <a
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          {...leadLinkProps(business.uuid, "directions")}
          className={actionClass}
        >
          <Navigation className="size-4" aria-hidden />
          Cómo llegar
        </a>
      )}
      {business.email && (
        <a href={`mailto:${business.email}`} {...leadLinkProps(business.uuid, "email")} className={actionClass}>
          <Mail className="size-4" aria-hidden />
          E-mail
        </a>
      )}
      {business.websiteUrl && (
        <a
          href={business.websiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          {...leadLinkProps(business.uuid, "website")}
          className={actionClass}
        >
          <Globe className="size-4" aria-hidden />
          Sitio web
        </a>
      )}
      {socials.map(({ href, label, Icon }) => (
        <a
          key={label}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(actionBase, "border-line bg-surface px-3 hover:bg-surface-muted")}
          aria-label={`${label} de ${business.name}`}
        >
          <Icon className="size-4" aria-hidden />
        </a>
      ))}
    </div>
  );
}

/**
 * The same contact details as the buttons above, as text: on a computer a person reads the number
 * to dial it from a phone, or copies the address; the buttons alone hide them.
 */
function ContactDetails({ business }: { business: PublicBusiness }) {
  const details = [
    business.phoneNumber && {
      kind: "call",
      term: "Teléfono",
      text: business.phoneNumber,
      href: `tel:${business.phoneNumber.replace(/[^\d+]/g, "")}`,
    },
    business.whatsappNumber && {
      kind: "whatsapp",
      term: "WhatsApp",
      text: whatsappForDisplay(business.whatsappNumber),
      href: `https://wa.me/${business.whatsappNumber.replace(/\D/g, "")}`,
    },
    business.email && { kind: "email", term: "E-mail", text: business.email, href: `mailto:${business.email}` },
    business.websiteUrl && {
      kind: "website",
      term: "Sitio web",
      text: websiteForDisplay(business.websiteUrl),
      href: business.websiteUrl,
    },
  ].filter((d) => d !== null && d !== undefined && d !== "") as {
    kind: "call" | "whatsapp" | "email" | "website";
    term: string;
    text: string;
    href: string;
  }[];
  if (details.length === 0) return null;
  return (
    <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {details.map((d) => (
        <div key={d.term} className="flex min-w-0 items-baseline gap-1.5">
          <dt className="text-fg-muted">{d.term}:</dt>
          <dd className="min-w-0 break-all font-medium">
            <a
              href={d.href}
              {...(d.href.startsWith("http") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              {...leadLinkProps(business.uuid, d.kind)}
              className="hover:underline"
            >
              {d.text}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function PaymentsAndAmenities({ business }: { business: PublicBusiness }) {
  const payments = [
    business.acceptsCredit && { label: "Tarjeta de crédito", Icon: CreditCard },
    business.acceptsDebit && { label: "Tarjeta de débito", Icon: CreditCard },
    business.acceptsQr && { label: "Pago con QR", Icon: QrCode },
    business.acceptsTransfer && { label: "Transferencia", Icon: Banknote },
  ].filter(Boolean) as { label: string; Icon: typeof CreditCard }[];
  const amenities = [
    business.hasDelivery && { label: "Delivery", Icon: Bike },
    business.isOnPedidosya && { label: "En PedidosYa", Icon: Bike },
    business.hasParking && { label: "Estacionamiento", Icon: Car },
    business.hasAccessibility && { label: "Accesible", Icon: Accessibility },
  ].filter(Boolean) as { label: string; Icon: typeof CreditCard }[];
  if (payments.length === 0 && amenities.length === 0) return null;
  return (
    <Card title="Medios de pago y servicios">
      {payments.length > 0 && <FeatureList title="Medios de pago" items={payments} />}
      {amenities.length > 0 && <FeatureList title="Servicios" items={amenities} />}
    </Card>
  );
}

function FeatureList({ title, items }: { title: string; items: { label: string; Icon: typeof CreditCard }[] }) {
  return (
    <div className="mb-3 last:mb-0">
      <h3 className="mb-1.5 font-medium text-fg-muted text-xs uppercase tracking-wide">{title}</h3>
      <ul className="flex flex-wrap gap-2">
        {items.map(({ label, Icon }) => (
          <li key={label} className="inline-flex items-center gap-1.5 rounded-full bg-surface-muted px-3 py-1 text-sm">
            <Icon className="size-3.5" aria-hidden />
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProfessionalDetails({ business }: { business: PublicBusiness }) {
  const hasDetails =
    business.serviceArea ||
    business.yearsExperience != null ||
    business.hourlyRate != null ||
    business.acceptsEmergencyCalls ||
    (business.certifications?.length ?? 0) > 0;
  if (!hasDetails) return null;
  return (
    <Card title="Información profesional" icon={<Briefcase className="size-5" aria-hidden />}>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {business.serviceArea && <Detail term="Zona de cobertura" value={business.serviceArea} />}
        {business.yearsExperience != null && (
          <Detail
            term="Experiencia"
            value={`${business.yearsExperience} ${business.yearsExperience === 1 ? "año" : "años"}`}
          />
        )}
        {business.hourlyRate != null && <Detail term="Valor por hora" value={formatArs(business.hourlyRate)} />}
        {business.acceptsEmergencyCalls && (
          <div className="flex items-center gap-2 font-medium text-rose-700 dark:text-rose-300">
            <Siren className="size-4" aria-hidden />
            Atiende urgencias
          </div>
        )}
      </dl>
      {(business.certifications?.length ?? 0) > 0 && (
        <ul className="mt-3 space-y-1 text-sm">
          {business.certifications?.map((c) => (
            <li key={c} className="flex items-center gap-2">
              <Award className="size-4 text-brand-600" aria-hidden />
              {c}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-fg-muted text-xs">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
