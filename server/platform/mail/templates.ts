/** The account e-mails, in Spanish. Plain text carries the bare link so any client can open it. */
import { xmlEscape } from "#core/xml.ts";
import type { OutgoingMail } from "./send-mail.ts";

const escapeHtml = xmlEscape;

function layout(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action: { label: string; url: string },
  footer: string,
): OutgoingMail {
  const text = [
    greeting,
    "",
    ...lines,
    "",
    `${action.label}: ${action.url}`,
    "",
    footer,
    "",
    "— Vilma, Villa María y Villa Nueva",
  ].join("\n");
  const html = `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px">
<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d64e0;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">Si el botón no funciona, copiá este enlace en tu navegador:<br>${escapeHtml(action.url)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(footer)}</p><p style="font-size:13px;color:#555">— Vilma, Villa María y Villa Nueva</p></body></html>`;
  return { to, subject, text, html };
}

const hello = (name: string) => `¡Hola${name ? `, ${name}` : ""}!`;

export function verificationMail(to: string, name: string, url: string): OutgoingMail {
  return layout(
    to,
    "Confirmá tu cuenta de Vilma",
    hello(name),
    [
      "Gracias por registrarte en Vilma. Para activar tu cuenta, confirmá tu email con el botón de abajo.",
      "El enlace vence en 24 horas.",
    ],
    { label: "Confirmar mi cuenta", url },
    "Si no creaste una cuenta en Vilma, ignorá este mensaje.",
  );
}

export function passwordResetMail(to: string, name: string, url: string): OutgoingMail {
  return layout(
    to,
    "Restablecé tu contraseña de Vilma",
    hello(name),
    [
      "Recibimos un pedido para restablecer la contraseña de tu cuenta.",
      "El enlace vence en 1 hora y sirve una sola vez.",
    ],
    { label: "Elegir una contraseña nueva", url },
    "Si no lo pediste vos, ignorá este mensaje: tu contraseña sigue siendo la misma.",
  );
}

export function changeEmailMail(to: string, name: string, newEmail: string, url: string): OutgoingMail {
  return layout(
    to,
    "Confirmá el cambio de email de tu cuenta de Vilma",
    hello(name),
    [`Pediste cambiar el email de tu cuenta a ${newEmail}.`, "Confirmá el cambio con el botón de abajo."],
    { label: "Confirmar el cambio", url },
    "Si no lo pediste vos, ignorá este mensaje y cambiá tu contraseña.",
  );
}

/** Botón de arrepentimiento: the owner's proof of the revocation, with its confirmation number. */
export function revocationMail(
  to: string,
  name: string,
  details: { code: string; planName: string; businessName: string; amount: string; url: string },
): OutgoingMail {
  return layout(
    to,
    `Revocaste tu plan ${details.planName} — trámite ${details.code}`,
    hello(name),
    [
      `Recibimos la revocación de la contratación del plan ${details.planName} para ${details.businessName}.`,
      `Número de trámite: ${details.code}.`,
      `Te devolvemos ${details.amount} por el mismo medio con el que pagaste, dentro de los próximos 10 días hábiles. El comercio vuelve al plan Básico sin perder datos.`,
    ],
    { label: "Ver el plan de tu comercio", url: details.url },
    "Guardá este correo: es tu comprobante (Resolución 424/2020 de la Secretaría de Comercio Interior).",
  );
}

/** A claim or a registration decided by an admin: approved (it is theirs now) or rejected, with the reason. */
export function ownershipDecisionMail(
  to: string,
  name: string,
  decision: { kind: "claim" | "registration"; businessName: string; approved: boolean; reason: string | null },
  url: string,
): OutgoingMail {
  const what = decision.kind === "claim" ? "tu pedido para administrar" : "el alta de";
  const lines = decision.approved
    ? [
        decision.kind === "claim"
          ? `Aprobamos ${what} ${decision.businessName}: ya figura a tu nombre en Vilma.`
          : `Aprobamos ${what} ${decision.businessName}: ya se ve en Vilma y figura a tu nombre.`,
        "Desde Mi comercio podés completar su perfil, sus horarios y publicar promociones.",
        ...(decision.reason ? [`Nota del equipo de Vilma: ${decision.reason}`] : []),
      ]
    : [
        `No pudimos aprobar ${what} ${decision.businessName}.`,
        `Motivo: ${decision.reason ?? "no cumple lo que pedimos para publicar."}`,
        "Si creés que es un error, podés mandar una nueva solicitud con más datos desde Mi comercio.",
      ];
  const subject = decision.approved
    ? `${decision.businessName} ya está a tu nombre en Vilma`
    : `Tu solicitud por ${decision.businessName} no fue aprobada`;
  return layout(
    to,
    subject,
    hello(name),
    lines,
    { label: "Ir a Mi comercio", url },
    "Recibís este mensaje porque hiciste una solicitud en Vilma.",
  );
}

/** The acknowledgement of a support ticket (the "Contacto" form, an owner's "Escribinos"). */
export function supportAckMail(
  to: string,
  name: string,
  ticket: { id: number; subject: string; message: string },
  url: string,
): OutgoingMail {
  return layout(
    to,
    `Recibimos tu consulta: ${ticket.subject} (n.º ${ticket.id})`,
    hello(name),
    [
      `Recibimos tu mensaje y te respondemos a este email, en general dentro de un día hábil. Tu consulta es la n.º ${ticket.id}.`,
      `Lo que nos escribiste: «${ticket.message.length > 500 ? `${ticket.message.slice(0, 499)}…` : ticket.message}»`,
    ],
    { label: "Visitar Vilma", url },
    "Si no nos escribiste vos, ignorá este mensaje.",
  );
}

/** A staff reply to a support ticket, sent to the address the ticket came from. */
export function supportReplyMail(
  to: string,
  name: string,
  ticket: { id: number; subject: string; reply: string },
  url: string,
): OutgoingMail {
  return layout(
    to,
    `Re: ${ticket.subject} (n.º ${ticket.id})`,
    hello(name),
    [ticket.reply],
    { label: "Escribinos de nuevo", url },
    `Es la respuesta a tu consulta n.º ${ticket.id}. Para seguir la conversación, escribinos desde el formulario de contacto.`,
  );
}

/** An admin recorded the money given back for a revoked plan (server/billing/refunds.ts). */
export function refundMail(
  to: string,
  name: string,
  details: { code: string; businessName: string; amount: string; paidOn: string; method: string; url: string },
): OutgoingMail {
  return layout(
    to,
    `Te devolvimos ${details.amount} — trámite ${details.code}`,
    hello(name),
    [
      `Registramos la devolución de ${details.amount} por la revocación del plan de ${details.businessName} (trámite ${details.code}).`,
      `La hicimos el ${details.paidOn} por ${details.method}. Según tu banco o billetera, puede tardar unos días en verse.`,
    ],
    { label: "Ver el plan de tu comercio", url: details.url },
    "Si no la recibís en los próximos días, respondé por el formulario de contacto con el número de trámite.",
  );
}

/** "Tu plan vence en 7 días / mañana", by e-mail as well as in the app (server/billing/billing-schedule.ts). */
export function planEndingMail(
  to: string,
  name: string,
  details: { planName: string; businessName: string; endDate: string; days: number; url: string },
): OutgoingMail {
  const when = details.days === 1 ? "mañana" : `en ${details.days} días`;
  return layout(
    to,
    `${details.planName} de ${details.businessName} vence ${when}`,
    hello(name),
    [
      `El plan ${details.planName} de ${details.businessName} está vigente hasta el ${details.endDate}.`,
      "Renovalo para seguir destacado. Si no, el comercio vuelve al plan Básico sin perder ningún dato.",
    ],
    { label: "Renovar el plan", url: details.url },
    "Recibís este aviso porque administrás este comercio en Vilma.",
  );
}

/** The plan ended (expired): the business is on the free plan now. */
export function planExpiredMail(
  to: string,
  name: string,
  details: { planName: string; businessName: string; url: string },
): OutgoingMail {
  return layout(
    to,
    `${details.planName} de ${details.businessName} venció`,
    hello(name),
    [
      `El plan ${details.planName} de ${details.businessName} venció y el comercio volvió al plan Básico sin perder ningún dato.`,
      "Podés volver a contratar un plan cuando quieras.",
    ],
    { label: "Ver los planes", url: details.url },
    "Recibís este aviso porque administrás este comercio en Vilma.",
  );
}

/** An admin checked the transfer's receipt and activated the plan (server/billing/transfer-receipt.ts). */
export function transferConfirmedMail(
  to: string,
  name: string,
  details: { planName: string; businessName: string; endDate: string; url: string },
): OutgoingMail {
  return layout(
    to,
    `Confirmamos tu transferencia: ${details.planName} está activo`,
    hello(name),
    [
      `Recibimos la transferencia por el plan ${details.planName} de ${details.businessName}.`,
      `El plan ya está activo y vigente hasta el ${details.endDate}.`,
    ],
    { label: "Ver el plan de tu comercio", url: details.url },
    "Recibís este aviso porque administrás este comercio en Vilma.",
  );
}

/** An admin could not match the receipt with a transfer: why, and that another one can be uploaded. */
export function transferReceiptRejectedMail(
  to: string,
  name: string,
  details: { planName: string; businessName: string; reason: string; url: string },
): OutgoingMail {
  return layout(
    to,
    `No pudimos confirmar tu transferencia para ${details.businessName}`,
    hello(name),
    [
      `Revisamos el comprobante que subiste por el plan ${details.planName} de ${details.businessName} y no pudimos confirmarlo.`,
      `Motivo: ${details.reason}`,
      "Tu pedido sigue esperando: subí otro comprobante desde la página del plan o escribinos.",
    ],
    { label: "Subir otro comprobante", url: details.url },
    "Recibís este aviso porque administrás este comercio en Vilma.",
  );
}

/** The proof that an account was deleted, with what happened to what the person left. */
export function accountDeletedMail(to: string, name: string, lines: string[], url: string): OutgoingMail {
  return layout(
    to,
    "Eliminamos tu cuenta de Vilma",
    hello(name),
    ["Eliminamos tu cuenta de Vilma, como pediste.", ...lines, "No vamos a volver a escribirte a esta dirección."],
    { label: "Visitar Vilma", url },
    "Si no fuiste vos, escribinos cuanto antes desde el formulario de contacto.",
  );
}
