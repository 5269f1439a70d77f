import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type SmtpCapture, startSmtpCapture } from "../../test/smtp-capture.ts";
import { renderMail } from "./mail-layout.ts";
import { createMailer } from "./mailer.ts";

/** A real logger whose lines the tests can read. */
function recordingLogger() {
  const lines: Array<{ level: number; msg: string; file?: string }> = [];
  const app = Fastify({ logger: { level: "info", stream: { write: (line: string) => lines.push(JSON.parse(line)) } } });
  return { log: app.log, lines };
}

const FROM = "Pitstop <no-reply@pitstop.example>";
const content = { subject: "Hello", text: "plain part", html: "<p>html part</p>" };

let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());

describe("over SMTP", () => {
  test("a mail arrives with a plain-text and an HTML part, from MAIL_FROM", async () => {
    const { log } = recordingLogger();
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, mailDir: "/nonexistent", log });
    expect(await mailer.send({ to: "parts@example.com", ...content })).toBe(true);
    const mail = await smtp.mailTo("parts@example.com");
    expect(mail.text.trim()).toBe("plain part");
    expect(mail.html).toContain("<p>html part</p>");
    expect(mail.parsed.from?.value[0]?.address).toBe("no-reply@pitstop.example");
    expect(mail.parsed.from?.value[0]?.name).toBe("Pitstop");
    await mailer.close();
  });

  test("line breaks in a name or subject cannot add a header or a recipient", async () => {
    const { log } = recordingLogger();
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, mailDir: "/nonexistent", log });
    const sent = await mailer.send({
      to: { name: "Eve\r\nBcc: victim@example.com\r\nX-Injected: yes", address: "eve@example.com" },
      subject: "Welcome\r\nBcc: victim2@example.com",
      text: "hi",
      html: "<p>hi</p>",
    });
    expect(sent).toBe(true);
    const mail = await smtp.mailTo("eve@example.com");
    expect(mail.envelope.to).toEqual(["eve@example.com"]);
    expect(smtp.mailsTo("victim@example.com")).toHaveLength(0);
    expect(smtp.mailsTo("victim2@example.com")).toHaveLength(0);
    expect(mail.parsed.headers.has("bcc")).toBe(false);
    expect(mail.parsed.headers.has("x-injected")).toBe(false);
    expect(mail.raw).not.toMatch(/^bcc:/im);
    expect(mail.subject).toBe("Welcome Bcc: victim2@example.com");
    expect(mail.parsed.to && !Array.isArray(mail.parsed.to) ? mail.parsed.to.value : []).toEqual([
      { name: "Eve Bcc: victim@example.com X-Injected: yes", address: "eve@example.com" },
    ]);
    await mailer.close();
  });

  test("a recipient that is really a list of addresses is refused and nothing is sent", async () => {
    const { log, lines } = recordingLogger();
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, mailDir: "/nonexistent", log });
    const before = smtp.mails.length;
    expect(await mailer.send({ to: "a@example.com, b@example.com", ...content })).toBe(false);
    expect(await mailer.send({ to: "Someone <c@example.com>", ...content })).toBe(false);
    expect(smtp.mails.length).toBe(before);
    expect(lines.filter((l) => l.msg === "mail not sent: invalid recipient")).toHaveLength(2);
    await mailer.close();
  });

  test("an unreachable SMTP server is logged and reported, never thrown", async () => {
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((r) => closed.close(() => r()));
    const { log, lines } = recordingLogger();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, mailDir: "/nonexistent", log });
    await expect(mailer.send({ to: "lost@example.com", ...content })).resolves.toBe(false);
    expect(lines.some((l) => l.msg === "mail could not be sent" && l.level === 50)).toBe(true);
    await mailer.close();
  });

  test("closing waits for queued mails", async () => {
    const { log } = recordingLogger();
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, mailDir: "/nonexistent", log });
    mailer.queue({ to: "queued@example.com", ...content });
    await mailer.close();
    expect(smtp.mailsTo("queued@example.com")).toHaveLength(1);
  });
});

describe("without SMTP_URL", () => {
  test("the mail is written as an .eml file and its path is logged", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "pitstop-mail-"));
    try {
      const { log, lines } = recordingLogger();
      const mailDir = path.join(dir, "mail");
      const mailer = createMailer({ smtpUrl: undefined, from: FROM, mailDir, log });
      expect(await mailer.send({ to: "file@example.com", ...content })).toBe(true);
      const [name] = await readdir(mailDir);
      expect(name).toMatch(/\.eml$/);
      const eml = await readFile(path.join(mailDir, name ?? ""), "utf8");
      expect(eml).toMatch(/^To: file@example\.com$/m);
      expect(eml).toMatch(/^Subject: Hello$/m);
      expect(eml).toContain("multipart/alternative");
      expect(lines.find((l) => l.file)?.file).toBe(path.join(mailDir, name ?? ""));
      await mailer.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the mail layout", () => {
  test("user data is escaped in the HTML part and kept as written in the text part", () => {
    const mail = renderMail({
      preheader: "Confirm",
      greeting: `Hi <img src=x onerror=alert(1)> & "friends",`,
      paragraphs: ["Your <b>garage</b> is waiting."],
      action: { label: "Confirm", url: "https://shop.example/verify-email?token=abc&x=1" },
      notes: ["The link works for 48 hours."],
    });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("Hi &lt;img src=x onerror=alert(1)&gt; &amp; &quot;friends&quot;,");
    expect(mail.html).toContain('href="https://shop.example/verify-email?token=abc&amp;x=1"');
    expect(mail.text).toContain(`Hi <img src=x onerror=alert(1)> & "friends",`);
    expect(mail.text).toContain("Confirm: https://shop.example/verify-email?token=abc&x=1");
  });

  test("a link that is not http(s) is refused", () => {
    expect(() =>
      renderMail({
        preheader: "",
        greeting: "",
        paragraphs: [],
        action: { label: "x", url: "javascript:alert(1)" },
        notes: [],
      }),
    ).toThrow();
  });
});
