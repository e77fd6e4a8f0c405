/** The bank account owners pay plans to by transfer (app_settings, editable by admins). */
import { inArray } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { appSettings } from "../platform/db/schema.ts";

export const BANK_TRANSFER_KEYS = {
  holder: "bank_transfer_holder",
  cuit: "bank_transfer_cuit",
  bank: "bank_transfer_bank",
  cbu: "bank_transfer_cbu",
  alias: "bank_transfer_alias",
  email: "billing_email",
} as const;

export type BankTransferDetails = Partial<Record<keyof typeof BANK_TRANSFER_KEYS, string>>;

export async function getBankTransferDetails(): Promise<BankTransferDetails> {
  const db = await getDb();
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, Object.values(BANK_TRANSFER_KEYS)));
  const details: BankTransferDetails = {};
  for (const [name, key] of Object.entries(BANK_TRANSFER_KEYS) as [keyof typeof BANK_TRANSFER_KEYS, string][]) {
    const value = rows.find((r) => r.key === key)?.value?.trim();
    if (value) details[name] = value;
  }
  return details;
}
