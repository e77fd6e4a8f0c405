import { loadPharmacies, type Pharmacy } from "../import/duty-import.ts";
import { getDb } from "../platform/db/client.ts";

/** The pharmacies an admin may put on duty (the pharmacies category), by city then name. */
export async function pharmacyChoices(): Promise<Pharmacy[]> {
  const list = await loadPharmacies(await getDb());
  return list.sort((a, b) => a.city.localeCompare(b.city, "es") || a.name.localeCompare(b.name, "es"));
}
