// A mail server that keeps what it is sent, for a suite that must read a mail the app sent
// (an invitation's link) from a server running in another process: SMTP_URL points the app's
// nodemailer here. Just the commands nodemailer uses, no TLS, no auth.
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { standIn } from '../../server/helpers/stand-in';

export interface SinkMail {
  to: string[];
  /** The message as sent: headers, then the body, quoted-printable decoded. */
  text: string;
}

export async function startSmtpSink() {
  const mails: SinkMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let to: string[] = [];
    let data: string | null = null;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          // SMTP doubles a dot that starts a line (RFC 5321 §4.5.2): undone before the body is decoded.
          mails.push({ to, text: decodeQuotedPrintable(data.replace(/\r\n\.\./g, '\r\n.')) });
          data = null;
          to = [];
          reply('250 kept');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 sink');
        else if (command === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 ok');
        } else if (command === 'DATA') {
          data = '';
          reply('354 go on');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/**
 * A sink started in beforeAll and closed in afterAll. Register it before `useSuite`, whose
 * environment reads `sink.url` when its own beforeAll runs: `useSuite(() => ({ SMTP_URL: sink.url }))`.
 */
export function useSmtpSink(): SmtpSink {
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
  });
  return standIn('the SMTP sink', () => sink);
}

/** The path of the link `link` matches in a mail to `to`, once such a mail has come. */
export async function mailedPath(sink: Pick<SmtpSink, 'mails'>, to: string, link: RegExp): Promise<string> {
  const mailed = () => sink.mails.find((mail) => mail.to.includes(to) && link.test(mail.text));
  await expect.poll(() => mailed() !== undefined, { timeout: 30_000 }).toBe(true);
  return new URL(link.exec(mailed()!.text)![0]).pathname;
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
