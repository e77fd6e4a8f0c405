/**
 * The facts behind the dashboard's "Lista para lanzar" (core/launch-readiness.ts decides what they
 * mean): the contact and transfer details set in /admin/settings, which legal pages an admin has
 * reviewed, whether the directory has categories and public businesses, and two variables of this
 * instance's configuration. Read on every visit (an admin fixing an item expects it to turn green).
 */
import { eq, inArray } from "drizzle-orm";
import { isPublicStatus } from "#core/admin-business-form.ts";
import { type LaunchItem, launchChecklist } from "#core/launch-readiness.ts";
import { reviewedLegalPages } from "../content/legal-pages.ts";
import { type Config, getConfig } from "../platform/config.ts";
import { getDb } from "../platform/db/client.ts";
import { BUSINESS_STATUSES, businesses, categories } from "../platform/db/schema.ts";
import { getSiteSettings } from "../settings/site-settings.ts";

const PUBLIC_STATUSES = BUSINESS_STATUSES.filter(isPublicStatus);

export async function launchReadiness(
  config: Pick<Config, "SMTP_URL" | "PUBLIC_URL"> = getConfig(),
): Promise<LaunchItem[]> {
  const db = await getDb();
  const [settings, reviewed, categoryCount, businessCount] = await Promise.all([
    getSiteSettings(db),
    reviewedLegalPages(db),
    db.$count(categories, eq(categories.isActive, true)),
    db.$count(businesses, inArray(businesses.status, PUBLIC_STATUSES)),
  ]);
  const set = (value: string) => value.trim() !== "";
  return launchChecklist({
    contact: {
      email: set(settings.contactEmail),
      phone: set(settings.contactPhone),
      whatsapp: set(settings.contactWhatsapp),
      address: set(settings.contactAddress),
    },
    reviewedLegalPages: reviewed,
    bankTransfer: {
      holder: set(settings.bankHolder),
      cuit: set(settings.bankCuit),
      cbu: set(settings.bankCbu),
      alias: set(settings.bankAlias),
      email: set(settings.billingEmail),
    },
    categories: categoryCount,
    publicBusinesses: businessCount,
    mail: Boolean(config.SMTP_URL),
    publicUrl: Boolean(config.PUBLIC_URL),
  });
}
