import { TextField } from "#app/components/form/fields.tsx";
import { fieldProps } from "#app/components/form/use-schema-form.ts";

type Field = Parameters<typeof fieldProps>[0];

/**
 * A business's contact fields (teléfono, WhatsApp, e-mail, sitio web) as the owner's profile form and
 * the new-business form both ask them: one set of labels, hints and examples. The caller lays them out.
 */
export function ContactFields({
  fields,
}: {
  fields: { phoneNumber: Field; whatsappNumber: Field; email: Field; websiteUrl: Field };
}) {
  return (
    <>
      <TextField
        {...fieldProps(fields.phoneNumber)}
        label="Teléfono"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0353 452-1234"
      />
      <TextField
        {...fieldProps(fields.whatsappNumber)}
        label="WhatsApp"
        type="tel"
        inputMode="tel"
        placeholder="353 412-3456"
        hint="Con código de área, sin el 0 ni el 15."
      />
      <TextField {...fieldProps(fields.email)} label="E-mail" type="email" autoComplete="email" />
      <TextField {...fieldProps(fields.websiteUrl)} label="Sitio web" inputMode="url" placeholder="micomercio.com.ar" />
    </>
  );
}
