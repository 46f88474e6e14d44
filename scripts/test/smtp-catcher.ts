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
  /** Recipients the server refuses (550, naming the address, as a real relay does). */
  readonly refusedRecipients = new Set<string>();
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
      onRcptTo: (address, _session, callback) => {
        if (!this.refusedRecipients.has(address.address)) return callback();
        const refusal = Object.assign(new Error(`<${address.address}>: Recipient address rejected: User unknown`), {
          responseCode: 550,
        });
        callback(refusal);
      },
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

  /** Mails whose text contains `marker`, or which `marker` accepts. */
  matching(marker: string | ((mail: CaughtMail) => boolean)): CaughtMail[] {
    const matches =
      typeof marker === 'string' ? (mail: CaughtMail) => (mail.parsed.text ?? '').includes(marker) : marker;
    return this.mails.filter(matches);
  }

  /** Waits until a mail {@link matching} `marker` has arrived; fails after `timeoutMs`. */
  async waitFor(marker: string | ((mail: CaughtMail) => boolean), timeoutMs = 20_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const [found] = this.matching(marker);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(
      `No mail ${typeof marker === 'string' ? `containing ${marker}` : 'matching'} within ${timeoutMs} ms`,
    );
  }
}

/** The addresses of a parsed address header. */
export function addresses(header: AddressObject | AddressObject[] | undefined): string[] {
  return [header ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address ?? ''));
}

/** Whether `mail` is an automatic one (RFC 3834 `Auto-Submitted`), such as an enquiry's acknowledgement to its sender. */
export function isAutomatic(mail: CaughtMail): boolean {
  const value = mail.parsed.headers.get('auto-submitted');
  return typeof value === 'string' && value !== 'no';
}

/** A {@link SmtpCatcher.matching} marker: the staff mails (not automatic ones) whose text contains `marker`. */
export function staffMail(marker: string): (mail: CaughtMail) => boolean {
  return (mail) => !isAutomatic(mail) && (mail.parsed.text ?? '').includes(marker);
}
