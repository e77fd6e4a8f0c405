/**
 * Outgoing e-mail. With SMTP_URL it goes through SMTP; without it (a laptop, the tests) each message
 * is written to DATA_DIR/mail as a real .eml file plus a .json summary with its links, and the links
 * are logged, so a person running Vilma locally can confirm an account or reset a password.
 */
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getConfig } from "../config.ts";
import { logger } from "../logger.ts";
import { isTemporaryName, writeFileAtomic } from "../storage/write-file-atomic.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface StoredMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

export function mailDirectory(): string {
  return path.join(getConfig().dataDir, "mail");
}

let smtp: Transporter | undefined;

export async function sendMail(mail: OutgoingMail): Promise<void> {
  const config = getConfig();
  const message = { from: config.MAIL_FROM, ...mail };
  if (config.SMTP_URL) {
    smtp ??= nodemailer.createTransport(config.SMTP_URL);
    await smtp.sendMail(message);
    logger.info({ to: mail.to, subject: mail.subject }, "e-mail enviado por SMTP");
    return;
  }
  const raw = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(message);
  const sentAt = new Date();
  const id = `${sentAt.toISOString().replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}`;
  const links = [...new Set(mail.text.match(LINK) ?? [])];
  const stored: StoredMail = {
    id,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    links,
    sentAt: sentAt.toISOString(),
  };
  const dir = mailDirectory();
  await fs.mkdir(dir, { recursive: true });
  // Each file appears whole or not at all, and the .json (what readers look for) only after the
  // .eml it points at: a reader polling the folder never parses half a message.
  await writeFileAtomic(path.join(dir, `${id}.eml`), raw.message as Buffer);
  await writeFileAtomic(path.join(dir, `${id}.json`), JSON.stringify(stored, null, 2));
  logger.info(
    { to: mail.to, subject: mail.subject, links, file: path.join(dir, `${id}.eml`) },
    "e-mail guardado en disco",
  );
}

/** The messages written to disk for one address, newest first (used by tests and tooling). */
export async function readStoredMail(to: string, dir = mailDirectory()): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names
      .filter((n) => n.endsWith(".json") && !isTemporaryName(n))
      .map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), "utf8")) as StoredMail),
  );
  return mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()).sort((a, b) => b.id.localeCompare(a.id));
}
