import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { decodeQuotedPrintable, resetLinkIn, waitForMail } from './outbox.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('outbox reader', () => {
  test('decodes quoted-printable soft breaks and escapes, including UTF-8', () => {
    expect(decodeQuotedPrintable('token=3Dab=\ncd\ncaf=C3=A9')).toBe('token=abcd\ncafé');
  });

  test('finds the newest mail to an address and its reset link', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'));
    dirs.push(dir);
    // As a mailer writes it: '=' escaped as =3D and the long line folded with a soft break.
    const mail = (to: string, link: string) => {
      const encoded = link.replace(/=/g, '=3D');
      return `To: ${to}\nSubject: Reset\nContent-Transfer-Encoding: quoted-printable\n\nChoose a new password here:\n${encoded.slice(0, 40)}=\n${encoded.slice(40)}\n`;
    };
    fs.writeFileSync(path.join(dir, '2026-01-01-a.eml'), mail('old@example.com', 'http://127.0.0.1:1/reset-password?token=old-token-000000000000'));
    const newer = path.join(dir, '2026-01-02-b.eml');
    fs.writeFileSync(newer, mail('ada@example.com', 'http://127.0.0.1:1/reset-password?token=Ab-_c123456789012345678'));
    fs.utimesSync(newer, new Date(), new Date(Date.now() + 1000));
    const text = await waitForMail(dir, 'ada@example.com', 1000);
    expect(resetLinkIn(text)).toBe('http://127.0.0.1:1/reset-password?token=Ab-_c123456789012345678');
  });

  test('fails clearly when no mail arrives', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'));
    dirs.push(dir);
    await expect(waitForMail(dir, 'nobody@example.com', 300)).rejects.toThrow('No mail to nobody@example.com arrived');
    expect(() => resetLinkIn('no link here')).toThrow('No reset link in the mail');
  });
});
