import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.js';

export const SMTP_USER = 'praxis';
export const SMTP_PASSWORD = 'smtp-secret-Vq83';

export interface TestSmtp {
  /** `smtp://praxis:…@127.0.0.1:port`: the value for SMTP_URL. The port is fixed, up or down. */
  url: string;
  /** Every mail the server accepted, parsed, in arrival order. */
  received: ParsedMail[];
  /** Starts accepting mail on the port (again). */
  start(): Promise<void>;
  /** Stops accepting: connections are refused, as with a server that is down. */
  stop(): Promise<void>;
}

/**
 * A real SMTP server on a free local port, which asks for the login in `url` and keeps what it receives.
 * It starts down unless told otherwise, so a test can show mail waiting for it.
 */
export async function testSmtp(options: { up?: boolean } = {}): Promise<TestSmtp> {
  const port = await freePort();
  const received: ParsedMail[] = [];
  let server: SMTPServer | undefined;

  const smtp: TestSmtp = {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    async start() {
      if (server) return;
      server = new SMTPServer({
        logger: false,
        // Plain text on the loopback: no certificate to trust, and the login still travels and is checked.
        disabledCommands: ['STARTTLS'],
        allowInsecureAuth: true,
        onAuth(auth, _session, callback) {
          if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
            callback(null, { user: auth.username });
          else callback(new Error('Invalid username or password'));
        },
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              received.push(mail);
              callback();
            })
            .catch(callback);
        },
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
  if (options.up) await smtp.start();
  return smtp;
}
