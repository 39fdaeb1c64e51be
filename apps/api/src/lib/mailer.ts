import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type Mailer = {
  /**
   * Sends one message. Never rejects: a failure is logged (with the recipient and subject, never the
   * body, which may hold a token) and answered with `false`. Call it after the transaction that
   * decided to send has committed; a failed e-mail must not undo or fail that change.
   */
  send: (message: MailMessage) => Promise<boolean>;
  /**
   * Composes a message off the response path (e.g. a lookup that must not slow the answer down)
   * and sends it; `compose` returning null sends nothing. Never rejects; errors are logged.
   */
  sendLater: (compose: () => Promise<MailMessage | null>) => Promise<boolean>;
  /** Resolves once every send started so far has finished (tests, shutdown). */
  idle: () => Promise<void>;
  /** Where .eml files go when there is no SMTP server; null with SMTP_URL. */
  readonly directory: string | null;
};

export type MailerOptions = {
  /** SMTP_URL; null writes each message as an .eml file under `directory`. */
  smtpUrl: string | null;
  /** DATA_DIR/mail. */
  directory: string;
  from: string;
  logger: FastifyBaseLogger;
};

/**
 * nodemailer over SMTP when configured; otherwise nodemailer's stream transport builds the MIME
 * message and it is written to `DATA_DIR/mail/<time>-<random>.eml` (open it with any mail client).
 * Messages are sent right after the change that triggers them; a durable outbox (pg-boss) can take
 * this place later without changing the callers.
 */
export function createMailer({ smtpUrl, directory, from, logger }: MailerOptions): Mailer {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const inFlight = new Set<Promise<boolean>>();
  let sequence = 0;

  async function deliver(message: MailMessage): Promise<boolean> {
    try {
      const info = (await transport.sendMail({ from, ...message })) as { message?: unknown };
      if (!smtpUrl) {
        if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport returned no message');
        await mkdir(directory, { recursive: true });
        const stamp = new Date().toISOString().replace(/[-:.]/g, '');
        const name = `${stamp}-${String(++sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
        await writeFile(join(directory, name), info.message, { mode: 0o600 });
      }
      logger.info({ event: 'mail.sent', to: message.to, subject: message.subject }, 'e-mail sent');
      return true;
    } catch (error) {
      logger.error(
        { event: 'mail.failed', to: message.to, subject: message.subject, err: error },
        'e-mail could not be sent',
      );
      return false;
    }
  }

  const track = (pending: Promise<boolean>) => {
    inFlight.add(pending);
    void pending.finally(() => inFlight.delete(pending));
    return pending;
  };

  async function composeAndDeliver(compose: () => Promise<MailMessage | null>): Promise<boolean> {
    let message: MailMessage | null;
    try {
      message = await compose();
    } catch (error) {
      logger.error({ event: 'mail.compose_failed', err: error }, 'e-mail could not be prepared');
      return false;
    }
    return message ? deliver(message) : false;
  }

  return {
    send: (message) => track(deliver(message)),
    sendLater: (compose) => track(composeAndDeliver(compose)),
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    directory: smtpUrl ? null : directory,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** `app.mailer` from the config; waits for e-mails still being written when the app closes. */
export const mailerPlugin = fp(
  async (app) => {
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      directory: join(app.config.dataDir, 'mail'),
      from: app.config.mailFrom,
      logger: app.log,
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.idle());
  },
  { name: 'mailer', fastify: '5.x' },
);

/**
 * Without SMTP the .eml outbox holds live links (a password reset is a login): each file goes once
 * it is older than `maxAgeMs` (the longest link lifetime), by the hourly clean-up job. Returns how
 * many files were removed; a missing directory removes none.
 */
export async function pruneMailOutbox(directory: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    const file = join(directory, name);
    try {
      if (now - (await stat(file)).mtimeMs <= maxAgeMs) continue;
      await unlink(file);
      removed++;
    } catch {
      // Removed meanwhile by another process: nothing left to do.
    }
  }
  return removed;
}
