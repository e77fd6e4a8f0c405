import { Form, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { FileText } from "#app/components/icons/icons.tsx";
import { formatDateTime } from "#core/format.ts";
import { RECEIPT_ACCEPT } from "#core/transfer-receipt-form.ts";
import type { SubscriptionView } from "#server/billing/owner-billing.ts";

/**
 * The transfer's receipt for a pending request: what was sent and where it stands (waiting for an
 * admin, or refused with the reason), and the form to send it (or another one). A plain multipart
 * post: it works without JavaScript; the server checks the owner, the file's bytes and its size.
 */
export function ReceiptUpload({
  pending,
  error,
}: {
  pending: Pick<SubscriptionView, "id" | "receipt" | "receiptRejected">;
  error?: string | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "receipt";
  const { receipt, receiptRejected } = pending;
  return (
    <div className="mt-4 space-y-3 rounded-xl border border-line bg-surface p-4" data-receipt>
      <h3 className="font-semibold">Comprobante de la transferencia</h3>
      {receipt ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <FileText className="size-4 shrink-0 text-emerald-700 dark:text-emerald-300" aria-hidden />
          <span className="min-w-0 [overflow-wrap:anywhere]">
            Recibimos <strong>{receipt.name}</strong> el {formatDateTime(receipt.uploadedAt)}. Lo revisamos y te
            avisamos apenas activemos el plan.
          </span>
        </p>
      ) : receiptRejected ? (
        <FormAlert
          tone="error"
          title="No pudimos confirmar el comprobante que subiste"
          description={`Motivo: ${receiptRejected.reason} Subí otro y lo revisamos de nuevo.`}
        />
      ) : (
        <p className="text-fg-muted text-sm">
          Cuando hagas la transferencia, subí la captura o el PDF que te da tu banco: así la confirmamos más rápido.
        </p>
      )}
      {error && <FormAlert tone="error" title="No pudimos subir el comprobante" description={error} />}
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="receipt" />
        <input type="hidden" name="subscriptionId" value={pending.id} />
        <label htmlFor="receipt-file" className="font-medium text-sm">
          {receipt ? "Reemplazar el comprobante" : "Archivo del comprobante"}
        </label>
        <input
          id="receipt-file"
          name="receipt"
          type="file"
          accept={RECEIPT_ACCEPT}
          required
          aria-describedby="receipt-file-hint"
          aria-invalid={error ? true : undefined}
          className="block w-full min-w-0 text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-line file:bg-surface-muted file:px-3 file:font-medium file:text-fg"
        />
        <p id="receipt-file-hint" className="text-fg-muted text-xs">
          Foto o captura (JPG, PNG o WebP) o PDF, hasta 8 MB. Sólo lo ve el equipo de Vilma.
        </p>
        <div className="sm:max-w-xs">
          <SubmitButton busy={busy} busyLabel="Subiendo...">
            {receipt ? "Subir otro comprobante" : "Subir comprobante"}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
