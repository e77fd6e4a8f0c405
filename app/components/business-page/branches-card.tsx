import { Link } from "react-router";
import type { PublicBusiness } from "#server/public-business/get-public-business.ts";
import { Card } from "./card.tsx";

/** "Otras sucursales de {marca}": the brand's other active businesses. */
export function BranchesCard({ business }: { business: PublicBusiness }) {
  if (business.branches.length === 0 || !business.brand) return null;
  return (
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
  );
}
