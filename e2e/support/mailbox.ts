import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { expect, inject } from "vitest";

export interface ReceivedMail {
  subject: string;
  text: string;
  links: string[];
}

/**
 * The newest mail the shop wrote to `to` (the shop runs without SMTP_URL in e2e, so nodemailer
 * writes .eml files into DATA_DIR/mail), waiting for it to arrive.
 */
export async function latestMailTo(to: string, subjectPart: string): Promise<ReceivedMail> {
  const mailDir = inject("mailDir");
  if (!mailDir) throw new Error("mail is only readable when the e2e run started the shop itself");
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(mailDir).catch(() => [] as string[])).filter((n) => n.endsWith(".eml"));
        const mails = await Promise.all(
          names.map(async (name) => {
            const file = path.join(mailDir, name);
            return { parsed: await simpleParser(await readFile(file)), file };
          }),
        );
        const matching = mails
          .filter(({ parsed }) => parsed.to && JSON.stringify(parsed.to).toLowerCase().includes(to.toLowerCase()))
          .filter(({ parsed }) => (parsed.subject ?? "").includes(subjectPart))
          .sort((a, b) => (a.parsed.date?.getTime() ?? 0) - (b.parsed.date?.getTime() ?? 0));
        const last = matching.at(-1)?.parsed;
        if (!last) return false;
        const text = last.text ?? "";
        found = { subject: last.subject ?? "", text, links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [] };
        return true;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true);
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
}
