// A real local SMTP server (smtp-server) that keeps what it receives, for mail tests.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface LocalSmtp {
  url: string;
  received: ReceivedMail[];
  /** Waits for the next message to this address (checks what already arrived first), optionally one whose raw text matches. */
  waitForMail: (to: string, timeoutMs?: number, matching?: RegExp) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

export async function startLocalSmtp(): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const seen = new Set<ReceivedMail>();

  const waitForMail = (to: string, timeoutMs = 10_000, matching?: RegExp) =>
    new Promise<ReceivedMail>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
      const check = () => {
        const mail = received.find((m) => !seen.has(m) && m.to.includes(to) && (!matching || matching.test(m.raw)));
        if (!mail) return void waiters.push(check);
        seen.add(mail);
        clearTimeout(timer);
        resolve(mail);
      };
      check();
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a raw message with quoted-printable soft breaks and escapes undone. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset link (absolute URL) in a reset mail. */
export function resetLinkOf(raw: string): URL {
  const match = decodeQuotedPrintable(raw).match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/);
  if (!match) throw new Error(`no reset link in the mail:\n${raw}`);
  return new URL(match[0]);
}
