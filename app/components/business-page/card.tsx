/** A titled panel of the business page (hours, location, reviews…). */
export function Card({
  title,
  icon,
  id,
  children,
}: {
  title: string;
  icon?: React.ReactNode;
  /** Anchor for links to this panel (e.g. #resenas). */
  id?: string;
  children: React.ReactNode;
}) {
  return (
    <section id={id} className="scroll-mt-20 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
      <h2 className="mb-3 flex items-center gap-2 font-bold text-lg">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}
