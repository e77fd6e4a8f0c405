import { Link } from "react-router";
import { ExternalLink } from "#app/components/icons/icons.tsx";
import { BusinessStatusBadge } from "#app/components/owner/business-status-badge.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { Tabs } from "#app/components/page/tabs.tsx";
import { isPublicStatus } from "#core/admin-business-form.ts";

/** The top of every tab of a business's editor: its name, status, public link and the tabs. */
export function BusinessEditHeader({
  business,
  title,
}: {
  business: { uuid: string; name: string; slug: string; status: string };
  /** The page's h1 (each tab names itself: "Horarios de …"). */
  title: string;
}) {
  const base = `/admin/businesses/${business.uuid}/edit`;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={title}
        breadcrumb={[
          { label: "Administración", href: "/admin" },
          { label: "Comercios", href: "/admin/businesses" },
          { label: business.name },
        ]}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <BusinessStatusBadge status={business.status} />
            {isPublicStatus(business.status) ? (
              <Link
                to={`/${business.slug}`}
                className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-blue-300"
              >
                Ver página pública
                <ExternalLink className="size-4" aria-hidden />
              </Link>
            ) : (
              <span className="text-fg-muted">No público: /{business.slug}</span>
            )}
          </span>
        }
      />
      <Tabs
        label="Secciones del comercio"
        items={[
          { label: "Datos", href: base },
          { label: "Horarios", href: `${base}/horarios` },
          { label: "Fotos", href: `${base}/fotos` },
          { label: "Dueños", href: `${base}/duenos` },
          { label: "Historial", href: `${base}/historial` },
        ]}
      />
    </div>
  );
}
