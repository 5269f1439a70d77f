import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import nodemailer from "nodemailer";

declare module "fastify" {
  interface FastifyInstance {
    /** Outgoing mail: SMTP when SMTP_URL is set, else `.eml` files under DATA_DIR/mail. */
    mailer: Mailer;
  }
}

/** A recipient; the display name is user data and is cleaned before it reaches a header. */
export type MailRecipient = string | { name: string; address: string };

export interface Mail {
  to: MailRecipient;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part: every piece of user data in it must already be escaped (see mail-layout.ts). */
  html: string;
}

export interface Mailer {
  /**
   * Sends one mail and says whether it left. It never throws: a mail that cannot be sent is
   * logged, and the action that caused it (a registration, an order) stands.
   */
  send(mail: Mail): Promise<boolean>;
  /**
   * Sends without making the caller wait (a reset request answers as fast for an unknown address
   * as for a known one). The app waits for queued mails before it closes.
   */
  queue(mail: Mail): void;
  /** Waits for queued mails, then releases the transport. */
  close(): Promise<void>;
}

/** One line, no control characters: what goes into a header can never start a new header. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
export const headerSafe = (value: string) => value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();

/** A single plain address: no name, no list, nothing a header parser would read as two. */
const SINGLE_ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+\.[^\s@<>,;:"()[\]\\]+$/;

function recipient(to: MailRecipient): { name: string; address: string } | null {
  const address = typeof to === "string" ? to.trim() : to.address.trim();
  if (!SINGLE_ADDRESS.test(address) || address.length > 254) return null;
  const name = typeof to === "string" ? "" : headerSafe(to.name).slice(0, 120);
  return { name, address };
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where `.eml` files go when there is no SMTP server. */
  mailDir: string;
  log: FastifyBaseLogger;
}

type Message = { from: string; to: { name: string; address: string }; subject: string; text: string; html: string };
/** Hands a built message on and describes where it went, for the log. */
type Transmit = { send(message: Message): Promise<Record<string, string>>; close(): void };

function smtpTransmit(smtpUrl: string): Transmit {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    send: async (message) => ({ messageId: (await transport.sendMail(message)).messageId }),
    close: () => transport.close(),
  };
}

/** No SMTP server: nodemailer builds the message and it is kept as an `.eml` file. */
function fileTransmit(mailDir: string): Transmit {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const { message: eml } = await transport.sendMail(message);
      await mkdir(mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(mailDir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      await writeFile(file, eml);
      return { file };
    },
    close: () => transport.close(),
  };
}

export function createMailer({ smtpUrl, from, mailDir, log }: MailerOptions): Mailer {
  const transmit = smtpUrl ? smtpTransmit(smtpUrl) : fileTransmit(mailDir);
  const pending = new Set<Promise<boolean>>();

  async function deliver(mail: Mail): Promise<boolean> {
    const to = recipient(mail.to);
    if (!to) {
      log.error({ to: typeof mail.to === "string" ? mail.to : mail.to.address }, "mail not sent: invalid recipient");
      return false;
    }
    try {
      const where = await transmit.send({
        from: headerSafe(from),
        to,
        subject: headerSafe(mail.subject).slice(0, 200),
        text: mail.text,
        html: mail.html,
      });
      log.info(where, smtpUrl ? "mail sent" : "mail written to a file (no SMTP_URL configured)");
      return true;
    } catch (err) {
      log.error({ err }, "mail could not be sent");
      return false;
    }
  }

  return {
    send: deliver,
    queue(mail) {
      const sending = deliver(mail);
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },
    async close() {
      await Promise.all(pending);
      transmit.close();
    },
  };
}

/** `app.mailer`, shared by every feature that writes to customers (accounts now, orders later). */
export default fp(async function mailer(app: FastifyInstance) {
  const instance = createMailer({
    smtpUrl: app.config.mail.smtpUrl,
    from: app.config.mail.from,
    mailDir: path.join(app.config.dataDir, "mail"),
    log: app.log,
  });
  app.decorate("mailer", instance);
  app.addHook("onClose", async () => instance.close());
});
