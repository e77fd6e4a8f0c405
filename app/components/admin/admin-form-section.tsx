import type { ReactNode } from "react";
import { FormAlert } from "#app/components/form/form-alert.tsx";

/**
 * The admin's inline create/edit form under a list (categories, plans, banks, brands, banners, quick
 * access): a card with its heading, the form's refusal above the fields, and `#id` to scroll to.
 */
export function AdminFormSection({
  id,
  title,
  error,
  children,
}: {
  id: string;
  title: string;
  /** The form's own refusal (not a field's), shown above the fields. */
  error?: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id={`${id}-title`} className="font-bold text-lg">
        {title}
      </h2>
      {error && <FormAlert tone="error" title="No pudimos guardar" description={error} />}
      {children}
    </section>
  );
}
