import { Globe, Mail, MessageCircle, Navigation, Phone } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";
import { websiteForDisplay, whatsappForDisplay } from "#core/contact-links.ts";
import type { PublicBusiness } from "#server/public-business/get-public-business.ts";
import { leadLinkProps } from "../business-leads/lead-link.ts";
import { FacebookIcon, InstagramIcon, TiktokIcon, YoutubeIcon } from "../social-icons.tsx";
import { Card } from "./card.tsx";

// Base and colour are separate so no class has to override another (cn() does not merge utilities).
const actionBase = "inline-flex items-center gap-2 rounded-xl border py-2.5 font-medium text-sm shadow-sm";
const actionClass = cn(actionBase, "border-line bg-surface px-4 hover:bg-surface-muted");

/**
 * The buttons under the name. Phones get "Llamar" and "WhatsApp" side by side; e-mail, website and
 * social links wait in <PhoneContactCard>, and "Cómo llegar" is beside the address in
 * <FirstScreenSummary> under 1024px. From 1024px every button is here.
 */
export function ContactBar({ business, directions }: { business: PublicBusiness; directions: string | null }) {
  return (
    <div className="mt-4 flex gap-2 sm:mt-5 sm:flex-wrap [&>a]:max-sm:min-h-11 [&>a]:max-sm:flex-1 [&>a]:max-sm:justify-center [&>a]:max-sm:px-2">
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
      {/* Under 1024px "Cómo llegar" sits beside the address (first-screen-summary.tsx). */}
      {directions && (
        <span className="hidden lg:contents">
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
        </span>
      )}
      <div className="hidden sm:contents">
        <SecondaryContact business={business} />
      </div>
    </div>
  );
}

function SecondaryContact({ business }: { business: PublicBusiness }) {
  const socials = [
    { href: business.facebookUrl, label: "Facebook", Icon: FacebookIcon },
    { href: business.instagramUrl, label: "Instagram", Icon: InstagramIcon },
    { href: business.youtubeUrl, label: "YouTube", Icon: YoutubeIcon },
    { href: business.tiktokUrl, label: "TikTok", Icon: TiktokIcon },
  ].filter((s): s is typeof s & { href: string } => Boolean(s.href));
  return (
    <>
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
    </>
  );
}

/** Phones: the e-mail, website and social links the first row leaves out, and the details as text. */
export function PhoneContactCard({ business }: { business: PublicBusiness }) {
  const hasSecondary =
    business.email ||
    business.websiteUrl ||
    business.facebookUrl ||
    business.instagramUrl ||
    business.youtubeUrl ||
    business.tiktokUrl;
  if (!hasSecondary && !business.phoneNumber && !business.whatsappNumber) return null;
  return (
    <div className="sm:hidden">
      <Card title="Contacto">
        {hasSecondary && (
          <div className="flex flex-wrap gap-2">
            <SecondaryContact business={business} />
          </div>
        )}
        <ContactDetails business={business} className={hasSecondary ? "mt-3" : ""} />
      </Card>
    </div>
  );
}

/**
 * The same contact details as the buttons above, as text: on a computer a person reads the number
 * to dial it from a phone, or copies the address; the buttons alone hide them.
 */
export function ContactDetails({ business, className }: { business: PublicBusiness; className?: string }) {
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
    <dl className={cn("flex flex-wrap gap-x-6 gap-y-1 text-sm", className)}>
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
