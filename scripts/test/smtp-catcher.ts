import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One mail as the SMTP server received it: the envelope recipients and the parsed message. */
export interface CaughtMail {
  rcptTo: string[];
  parsed: ParsedMail;
}

/** A real SMTP server for the tests (smtp-server): it can be stopped and started again on its port. */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  private server: SMTPServer | undefined;

  readonly port: number;

  constructor(port: number) {
    this.port = port;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.mails.push({ rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Mails whose text contains `marker`. */
  matching(marker: string): CaughtMail[] {
    return this.mails.filter((mail) => (mail.parsed.text ?? '').includes(marker));
  }

  /** Waits until a mail containing `marker` has arrived; fails after `timeoutMs`. */
  async waitFor(marker: string, timeoutMs = 20_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const [found] = this.matching(marker);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No mail containing ${marker} within ${timeoutMs} ms`);
  }
}

/** The addresses of a parsed address header. */
export function addresses(header: AddressObject | AddressObject[] | undefined): string[] {
  return [header ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address ?? ''));
}
