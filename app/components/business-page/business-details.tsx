import {
  Accessibility,
  Award,
  Banknote,
  Bike,
  Briefcase,
  Car,
  CreditCard,
  QrCode,
  Siren,
} from "#app/components/icons/icons.tsx";
import { formatArs } from "#core/format.ts";
import type { PublicBusiness } from "#server/public-business/get-public-business.ts";
import { Card } from "./card.tsx";

export function PaymentsAndAmenities({ business }: { business: PublicBusiness }) {
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

export function ProfessionalDetails({ business }: { business: PublicBusiness }) {
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
