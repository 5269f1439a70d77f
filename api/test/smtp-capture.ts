import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  /** The SMTP envelope: who the message was really delivered to (headers can lie, this cannot). */
  envelope: { from: string; to: string[] };
  /** The raw message as it arrived, headers and all. */
  raw: string;
  parsed: ParsedMail;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server on a random local port that keeps every message it receives, parsed with
 * mailparser. Tests point the API at it with `SMTP_URL: capture.url`.
 */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const waiters = new Set<{ match: (m: CapturedMail) => boolean; resolve: (m: CapturedMail) => void }>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            const mail: CapturedMail = {
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                to: session.envelope.rcptTo.map((r) => r.address),
              },
              raw: raw.toString("utf8"),
              parsed,
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
            };
            mails.push(mail);
            for (const waiter of waiters) {
              if (waiter.match(mail)) {
                waiters.delete(waiter);
                waiter.resolve(mail);
              }
            }
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The first mail (already received or still to come) delivered to `address`. */
    mailTo(address: string, timeoutMs = 5000): Promise<CapturedMail> {
      const match = (m: CapturedMail) => m.envelope.to.includes(address);
      const found = mails.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`no mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    /** Every mail delivered to `address` so far. */
    mailsTo: (address: string) => mails.filter((m) => m.envelope.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/** The first link in a mail's text part that starts with `prefix`. */
export function linkIn(mail: CapturedMail, prefix: string): URL {
  const href = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!href) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return new URL(href);
}
