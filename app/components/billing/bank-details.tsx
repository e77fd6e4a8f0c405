import { CopyButton } from "./copy-button.tsx";

export interface BankTransferDetails {
  holder?: string;
  cuit?: string;
  bank?: string;
  cbu?: string;
  alias?: string;
  email?: string;
}

/**
 * The account to transfer to, as the admin set it (site settings). CBU and alias each have a copy
 * button. Long values wrap at word boundaries ("Banco de la Provincia de Córdoba"); the CBU and the
 * alias never break: on a narrow row the copy button goes under them instead.
 */
export function BankDetails({ bank }: { bank: BankTransferDetails }) {
  const rows: { label: string; value: string | undefined; copy?: boolean; token?: boolean }[] = [
    { label: "Titular", value: bank.holder },
    { label: "CUIT", value: bank.cuit },
    { label: "Banco", value: bank.bank },
    { label: "CBU", value: bank.cbu, copy: true, token: true },
    { label: "Alias", value: bank.alias, copy: true, token: true },
  ];
  const shown = rows.filter((r): r is typeof r & { value: string } => Boolean(r.value));
  if (shown.length === 0) {
    return <p className="mt-3 text-sm">Escribinos y te pasamos los datos de la cuenta.</p>;
  }
  return (
    <dl className="mt-3 flex flex-col divide-y divide-line rounded-xl border border-line bg-surface text-sm">
      {shown.map((row) => (
        <div
          key={row.label}
          className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2"
          data-bank-row={row.label}
        >
          <dt className="w-16 shrink-0 text-fg-muted">{row.label}</dt>
          <dd
            className={
              // A CBU or an alias is copied as one piece: it stays on one line and the copy
              // button moves under it when the row is narrow.
              row.token
                ? "max-w-full shrink-0 overflow-x-auto whitespace-nowrap font-mono font-semibold"
                : "min-w-0 flex-1 font-semibold"
            }
          >
            {row.value}
          </dd>
          {row.copy && (
            <dd className="ml-auto shrink-0">
              <CopyButton value={row.value} label={row.label} />
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
