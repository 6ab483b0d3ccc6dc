// A test SMTP server on 127.0.0.1: just enough of RFC 5321 for nodemailer (EHLO, MAIL, RCPT, DATA, RSET, QUIT),
// with a delay before each DATA is accepted so a batch of mails takes long enough to kill a sender in the middle.
import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  subject: string;
  messageId: string;
  at: number;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

function header(message: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(message);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]+/g, ' ').trim();
}

/** Port 0: any free port (the URL says which). */
export async function startSmtpSink(port: number, acceptDelayMs: number): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let inData = false;
    socket.write('220 talat-test-smtp ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          // Counted only once accepted: a sender killed before the 250 has not delivered this mail.
          setTimeout(() => {
            if (socket.destroyed) return;
            received.push({ subject: header(message, 'Subject'), messageId: header(message, 'Message-ID'), at: Date.now() });
            socket.write('250 2.0.0 queued\r\n');
          }, acceptDelayMs);
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-talat-test-smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') socket.write('250 talat-test-smtp\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
