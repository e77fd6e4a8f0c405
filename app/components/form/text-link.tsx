import type { ReactNode } from "react";
import { Link } from "react-router";

/** A link inside an auth card (underlined on hover, brand colour in both themes). */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="font-medium text-brand-600 underline underline-offset-4 hover:text-brand-700 dark:text-blue-300"
    >
      {children}
    </Link>
  );
}
