/**
 * "Lista para lanzar" on /admin/dashboard: what a fresh install still lacks before the public can
 * use it, each item linking to where it is fixed. The facts come from the database and the
 * configuration (server/admin/launch-readiness.ts); which of them make an item done is decided here.
 */
import { LEGAL_PAGE_SLUGS, type LegalPageSlug } from "./content-page-form.ts";

export interface LaunchFacts {
  /** The site's contact as set in /admin/settings (non-empty values). */
  contact: { email: boolean; phone: boolean; whatsapp: boolean; address: boolean };
  /** Terms and privacy that an admin has saved at least once (and that are published). */
  reviewedLegalPages: readonly LegalPageSlug[];
  /** The account owners pay plans to by transfer, and where they send the receipt. */
  bankTransfer: { holder: boolean; cuit: boolean; cbu: boolean; alias: boolean; email: boolean };
  /** Active categories, and businesses the public sees (active or approved). */
  categories: number;
  publicBusinesses: number;
  /** SMTP_URL and PUBLIC_URL are set on this instance. */
  mail: boolean;
  publicUrl: boolean;
}

export interface LaunchItem {
  id: "contact" | LegalPageSlug | "bank-transfer" | "categories" | "businesses" | "mail" | "public-url";
  title: string;
  done: boolean;
  /** What is missing (or, once done, what it is for). */
  detail: string;
  /** Where it is fixed in the admin; null when it is the server's configuration. */
  href: string | null;
}

export const SETTINGS_CONTACT_HREF = "/admin/settings#contacto";
export const SETTINGS_TRANSFER_HREF = "/admin/settings#transferencia";

const LEGAL_TITLES: Record<LegalPageSlug, string> = {
  "terminos-y-condiciones": "Términos y condiciones revisados",
  privacidad: "Política de privacidad revisada",
};

/** "a", "a y b", "a, b y c". */
function joinSpanish(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} y ${words.at(-1)}`;
}

function missing(fields: [boolean, string][]): string[] {
  return fields.filter(([set]) => !set).map(([, name]) => name);
}

export function launchChecklist(facts: LaunchFacts): LaunchItem[] {
  const contactMissing = missing([
    [facts.contact.email, "el e-mail"],
    [facts.contact.phone || facts.contact.whatsapp, "un teléfono o WhatsApp"],
    [facts.contact.address, "la dirección"],
  ]);
  const bank = facts.bankTransfer;
  const bankMissing = missing([
    [bank.holder, "el titular"],
    [bank.cuit, "el CUIT"],
    [bank.cbu || bank.alias, "el CBU o el alias"],
    [bank.email, "el e-mail para comprobantes"],
  ]);
  return [
    {
      id: "contact",
      title: "Datos de contacto del sitio",
      // An e-mail is what the footer, /arrepentimiento and the legal pages' readers need at least.
      done: facts.contact.email,
      detail:
        contactMissing.length === 0
          ? "El pie de cada página los muestra."
          : `Falta ${joinSpanish(contactMissing)}. El pie de cada página muestra sólo lo que cargues.`,
      href: SETTINGS_CONTACT_HREF,
    },
    ...LEGAL_PAGE_SLUGS.map((slug) => {
      const done = facts.reviewedLegalPages.includes(slug);
      return {
        id: slug,
        title: LEGAL_TITLES[slug],
        done,
        detail: done
          ? "Una persona de la administración la guardó."
          : "Es el texto que trae Vilma: leelo, completá quién es el responsable y guardalo.",
        href: `/admin/content/pages/${slug}`,
      };
    }),
    {
      id: "bank-transfer",
      title: "Datos para pagos por transferencia",
      done: bankMissing.length === 0,
      detail:
        bankMissing.length === 0
          ? "Los comercios los ven al elegir pagar su plan por transferencia."
          : `Falta ${joinSpanish(bankMissing)}: los comercios los ven al pagar su plan por transferencia.`,
      href: SETTINGS_TRANSFER_HREF,
    },
    {
      id: "categories",
      title: "Categorías",
      done: facts.categories > 0,
      detail:
        facts.categories > 0
          ? `${facts.categories} activas.`
          : "No hay ninguna: cada comercio necesita una. Cargalas una por una o desde una planilla.",
      href: "/admin/categories",
    },
    {
      id: "businesses",
      title: "Comercios publicados",
      done: facts.publicBusinesses > 0,
      detail:
        facts.publicBusinesses > 0
          ? `${facts.publicBusinesses} se ven en el sitio.`
          : "La guía está vacía: cargá comercios desde una planilla o de a uno.",
      href: "/admin/businesses/bulk-import",
    },
    {
      id: "mail",
      title: "Correo saliente (SMTP_URL)",
      done: facts.mail,
      detail: facts.mail
        ? "Los correos salen por el servidor SMTP configurado."
        : "Sin SMTP_URL los correos (confirmar la cuenta, recuperar la contraseña) quedan en la carpeta DATA_DIR/mail del servidor y no le llegan a nadie. Se configura en el servidor y se reinicia.",
      href: null,
    },
    {
      id: "public-url",
      title: "Dirección pública (PUBLIC_URL)",
      done: facts.publicUrl,
      detail: facts.publicUrl
        ? "Los enlaces de los correos, el sitemap y lo que se comparte la usan."
        : "Sin PUBLIC_URL los enlaces de los correos y del sitemap apuntan a localhost. Se configura en el servidor y se reinicia.",
      href: null,
    },
  ];
}
