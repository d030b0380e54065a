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

function newestMail(outboxDir: string): string | null {
  if (!fs.existsSync(outboxDir)) return null;
  const files = fs
    .readdirSync(outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => path.join(outboxDir, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs || b.localeCompare(a));
  return files[0] ?? null;
}

/** Waits for a mail to `to` among the newest .eml files and returns its decoded text. */
export async function waitForMail(outboxDir: string, to: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const file = newestMail(outboxDir);
    if (file) {
      const raw = fs.readFileSync(file, 'utf8');
      const headers = raw.split(/\r?\n\r?\n/, 1)[0];
      if (headers.toLowerCase().includes(`to: ${to.toLowerCase()}`) || headers.toLowerCase().includes(`<${to.toLowerCase()}>`)) {
        return /content-transfer-encoding:\s*quoted-printable/i.test(raw) ? decodeQuotedPrintable(raw) : raw;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} arrived in ${outboxDir} within ${timeoutMs / 1000} s`);
}

/** The password reset link in a mail's text. */
export function resetLinkIn(text: string): string {
  const match = /https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/.exec(text);
  if (!match) throw new Error(`No reset link in the mail:\n${text}`);
  return match[0];
}
