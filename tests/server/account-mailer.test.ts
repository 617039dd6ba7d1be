// The mailer: into the outbox without SMTP_URL, through a mail server (a tiny fake one here) with it.
import { createServer, type Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, linkIn, readOutbox } from '../../server/lib/mailer';
import { buildTestApp } from './helpers/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** Speaks just enough SMTP for nodemailer to hand over one mail; `received` holds each DATA. */
function fakeSmtp() {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const line = buffer.indexOf('\r\n');
        if (line < 0) return;
        const command = buffer.slice(0, line).toUpperCase();
        buffer = buffer.slice(line + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 fake\r\n');
        else if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, received };
}

describe('sendMail', () => {
  it('keeps the mail in the outbox when no mail server is configured', async () => {
    const mailer = createMailer(app.db, { mailFrom: 'Atelier <no-reply@atelier.local>' });
    await mailer.sendMail({ to: 'outbox@example.com', subject: 'Hello', text: 'Open http://localhost:3000/x/abc to go on.' });
    const [mail] = await readOutbox(app.db, 'outbox@example.com');
    expect(mail).toMatchObject({ to_email: 'outbox@example.com', subject: 'Hello', html: null, sent_at: null });
    expect(linkIn(mail!.text, 'http://localhost:3000/')).toBe('http://localhost:3000/x/abc');
  });

  it('hands the mail to the SMTP server at SMTP_URL and records it as sent', async () => {
    const { server, received } = fakeSmtp();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const mailer = createMailer(app.db, { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Atelier <no-reply@atelier.local>' });
      await mailer.sendMail({ to: 'smtp@example.com', subject: 'Via SMTP', text: 'Plain words', html: '<p>Plain words</p>' });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Via SMTP');
      expect(received[0]).toContain('To: smtp@example.com');
      expect(received[0]).toContain('From: Atelier <no-reply@atelier.local>');
      const [mail] = await readOutbox(app.db, 'smtp@example.com');
      expect(mail?.sent_at).not.toBeNull();
    } finally {
      server.close();
    }
  });
});
