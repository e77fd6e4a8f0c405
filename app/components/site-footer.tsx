import { Link } from "react-router";
import { Mail, MapPin, Phone } from "#app/components/icons/icons.tsx";
import { searchHref } from "#core/search-url.ts";
import type { PublicSettings } from "#server/settings/public-settings.ts";
import { Logo } from "./logo.tsx";
import { FacebookIcon, InstagramIcon, XIcon } from "./social-icons.tsx";

/** The footer's popular categories: the original left them dead, here they search their category. */
const POPULAR_CATEGORIES = [
  { name: "Restaurantes", slug: "restaurantes" },
  { name: "Salud", slug: "salud" },
  { name: "Servicios", slug: "servicios" },
  { name: "Comercios", slug: "comercios" },
];

const QUICK_LINKS = [
  { label: "Buscar Comercios", to: "/search" },
  { label: "Promociones", to: "/ofertas" },
  { label: "Magazine", to: "/magazine" },
];

export function SiteFooter({ settings }: { settings: PublicSettings }) {
  const socials = [
    { href: settings.social_facebook, label: "Facebook", Icon: FacebookIcon },
    { href: settings.social_instagram, label: "Instagram", Icon: InstagramIcon },
    { href: settings.social_twitter, label: "X (Twitter)", Icon: XIcon },
  ].filter((s): s is typeof s & { href: string } => Boolean(s.href));
  // The site's contact as the admin set it in /admin/settings: only what was set, never a default.
  const { contact_address: address, contact_phone: phone, contact_email: email } = settings;

  return (
    <footer className="mt-16 border-line border-t bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo />
          <p className="text-fg-muted text-sm leading-relaxed">
            La guía de comercios, profesionales y servicios de Villa María y Villa Nueva. Encontrá lo que necesitás,
            cerca tuyo y abierto ahora.
          </p>
          {socials.length > 0 && (
            <ul className="flex gap-2" aria-label="Redes sociales">
              {socials.map(({ href, label, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    className="grid size-9 place-items-center rounded-full bg-surface-muted text-fg-muted hover:text-brand-600 dark:hover:text-blue-300"
                  >
                    <Icon className="size-4" aria-hidden />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <FooterList title="Enlaces rápidos">
          {QUICK_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="hover:text-brand-600 dark:hover:text-blue-300">
                {l.label}
              </Link>
            </li>
          ))}
        </FooterList>
        <FooterList title="Categorías populares">
          {POPULAR_CATEGORIES.map((c) => (
            <li key={c.slug}>
              <Link to={searchHref({ category: c.slug })} className="hover:text-brand-600 dark:hover:text-blue-300">
                {c.name}
              </Link>
            </li>
          ))}
        </FooterList>
        {(address || phone || email) && (
          <FooterList title="Contacto">
            {address && (
              <li className="flex items-start gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>{address}</span>
              </li>
            )}
            {phone && (
              <li className="flex items-center gap-2">
                <Phone className="size-4 shrink-0" aria-hidden />
                <a href={`tel:${telHref(phone)}`} className="hover:text-brand-600 dark:hover:text-blue-300">
                  {phone}
                </a>
              </li>
            )}
            {email && (
              <li className="flex items-center gap-2">
                <Mail className="size-4 shrink-0" aria-hidden />
                <a href={`mailto:${email}`} className="break-all hover:text-brand-600 dark:hover:text-blue-300">
                  {email}
                </a>
              </li>
            )}
          </FooterList>
        )}
      </div>
      <div className="border-line border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-fg-muted text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} Vilma. Todos los derechos reservados.</p>
          <p className="flex flex-wrap gap-x-4 gap-y-2">
            <Link to="/pricing" className="hover:text-brand-600 dark:hover:text-blue-300">
              Planes para comercios
            </Link>
            {/* Resolución 424/2020: reachable from the first screen, on every page. */}
            <Link to="/arrepentimiento" className="font-semibold hover:text-brand-600 dark:hover:text-blue-300">
              Botón de arrepentimiento
            </Link>
            <Link to="/terminos-y-condiciones" className="hover:text-brand-600 dark:hover:text-blue-300">
              Términos y condiciones
            </Link>
            <Link to="/privacidad" className="hover:text-brand-600 dark:hover:text-blue-300">
              Privacidad
            </Link>
            <Link to="/contacto" className="hover:text-brand-600 dark:hover:text-blue-300">
              Contacto
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}

/** "0353 400-0000" → "+543534000000" (an Argentine number typed with its area code). */
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "").replace(/^0/, "");
  return digits.startsWith("54") ? `+${digits}` : `+54${digits}`;
}

function FooterList({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 font-semibold text-sm uppercase tracking-wide">{title}</h2>
      <ul className="space-y-2 text-fg-muted text-sm">{children}</ul>
    </div>
  );
}
