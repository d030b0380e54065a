// Reads the mails the app wrote to DATA_DIR/outbox (no SMTP_URL configured).
import fs from 'node:fs';
import path from 'node:path';

/** Decodes a quoted-printable body: soft line breaks and =XX escapes (as UTF-8 bytes). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const escape = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(escape)) {
      bytes.push(parseInt(escape, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function mailsNewestFirst(outboxDir: string): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => path.join(outboxDir, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs || b.localeCompare(a));
}

/** The mails in the outbox now: pass them to waitForMail to wait for a newer one. */
export function mailsSoFar(outboxDir: string): ReadonlySet<string> {
  return new Set(mailsNewestFirst(outboxDir));
}

/**
 * Waits for a mail to `to` and returns its decoded text: the newest .eml file, or with `subject`,
 * the newest mail to `to` with that subject (the app mails several kinds to one address).
 * Mails in `seen` do not count: a resent link must not be read from the mail it replaces.
 */
export async function waitForMail(outboxDir: string, to: string, timeoutMs = 30_000, subject?: string, seen: ReadonlySet<string> = new Set()): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const candidates = mailsNewestFirst(outboxDir).filter((file) => !seen.has(file));
    for (const file of subject === undefined ? candidates.slice(0, 1) : candidates) {
      const raw = fs.readFileSync(file, 'utf8');
      const headers = raw.split(/\r?\n\r?\n/, 1)[0].toLowerCase();
      const addressed = headers.includes(`to: ${to.toLowerCase()}`) || headers.includes(`<${to.toLowerCase()}>`);
      if (addressed && (subject === undefined || headers.includes(`subject: ${subject.toLowerCase()}`))) {
        return /content-transfer-encoding:\s*quoted-printable/i.test(raw) ? decodeQuotedPrintable(raw) : raw;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} arrived in ${outboxDir} within ${timeoutMs / 1000} s`);
}

/** The e-mail verification link in a mail's text. */
export function verificationLinkIn(text: string): string {
  const match = /https?:\/\/\S+\/verify-email\?token=[^\s"<>]+/.exec(text);
  if (!match) throw new Error(`No verification link in the mail:\n${text}`);
  return match[0];
}

/** The password reset link in a mail's text. */
export function resetLinkIn(text: string): string {
  const match = /https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/.exec(text);
  if (!match) throw new Error(`No reset link in the mail:\n${text}`);
  return match[0];
}
