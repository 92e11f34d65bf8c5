// A real SMTP server in the test process: the app sends mail to it over the network, tests read
// what arrived and follow the links, as a person would.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The plain text of the message, quoted-printable decoded. */
  text: string;
  links: string[];
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  /** Waits until a mail to the address has arrived and returns the latest one. */
  waitFor(address: string, count?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = decodeQuotedPrintable(raw);
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          text,
          links: [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])],
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(address, count = 1) {
      const wanted = address.toLowerCase();
      // Mail goes out from a background job: allow a loaded machine plenty of time.
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const matching = mails.filter((m) => m.to.includes(wanted));
        if (matching.length >= count) return matching[matching.length - 1]!;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`No mail to ${address} arrived`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
