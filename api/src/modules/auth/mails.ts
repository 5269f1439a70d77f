import { type Addressee, greeting, recipient, renderMail } from "../../lib/mail-layout.ts";
import type { Mail } from "../../lib/mailer.ts";

export function verificationMail(to: Addressee, link: string): Mail {
  const body = renderMail({
    preheader: "One click to confirm your email address.",
    greeting: greeting(to),
    paragraphs: [
      `Please confirm that ${to.email} is your email address. We use it for order updates, receipts and to help you back into your account if you forget your password.`,
    ],
    action: { label: "Confirm my email address", url: link },
    notes: [
      "The link works for 48 hours and only once.",
      "If you did not create a Pitstop account, ignore this mail; nothing happens without the click.",
    ],
  });
  return { to: recipient(to), subject: "Confirm your email address for Pitstop", ...body };
}

export function passwordResetMail(to: Addressee, link: string): Mail {
  const body = renderMail({
    preheader: "Choose a new password for your Pitstop account.",
    greeting: greeting(to),
    paragraphs: [
      `Someone (we hope you) asked to reset the password of the Pitstop account for ${to.email}.`,
      "Choosing a new password signs you out everywhere else, just in case.",
    ],
    action: { label: "Choose a new password", url: link },
    notes: [
      "The link works for 1 hour and only once.",
      "If you did not ask for this, ignore this mail: your password stays as it is.",
    ],
  });
  return { to: recipient(to), subject: "Reset your Pitstop password", ...body };
}

/** Sent to the previous address when the email of an account changes, so a hijack does not go unnoticed. */
export function emailChangedMail(to: Addressee, newEmail: string, settingsLink: string): Mail {
  const body = renderMail({
    preheader: "The email address of your Pitstop account was changed.",
    greeting: greeting(to),
    paragraphs: [
      `The email address of your Pitstop account was just changed from ${to.email} to ${newEmail}.`,
      "If that was you, there is nothing to do. If it was not, sign in with your password, change the address back and choose a new password in your settings.",
    ],
    action: { label: "Open my account settings", url: settingsLink },
    notes: ["This notice goes to your previous address only."],
  });
  return { to: recipient(to), subject: "Your Pitstop email address was changed", ...body };
}
