// Outgoing mail through nodemailer: over SMTP when SMTP_URL is set; otherwise each message is
// written to DATA_DIR/outbox/ as an .eml file a local user can open (the log says where).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export class Mailer {
  private readonly transport: Transporter;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly options: { smtpUrl: string | undefined; from: string; outboxDir: string },
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.options.from, ...message });
    if (this.options.smtpUrl) {
      this.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      return;
    }
    // Mails carry sign-in secrets (reset and verification links): only the server's own user may
    // read the outbox, and the log names the file, never the text.
    await fs.mkdir(this.options.outboxDir, { recursive: true, mode: 0o700 });
    await fs.chmod(this.options.outboxDir, 0o700);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.options.outboxDir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
    await fs.writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
    this.log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox (no SMTP_URL)');
  }

  /**
   * Sends without making the caller wait (so a response's timing does not reveal whether a
   * mail was sent). Failures are logged. `idle()` waits for every such send.
   */
  sendInBackground(message: MailMessage): void {
    const sending = this.send(message)
      .catch((error: unknown) => this.log.error({ err: error, to: message.to }, 'mail could not be sent'))
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  close(): void {
    this.transport.close();
  }
}
