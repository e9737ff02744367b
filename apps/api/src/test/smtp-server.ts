import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** SMTP envelope. */
  from: string;
  to: string[];
  /** The user name the client logged in with, if it did. */
  user: string | undefined;
  /** Header names in lower case, folded lines joined, MIME encoded-words decoded. */
  headers: Record<string, string>;
  /** The decoded text/plain and text/html parts. */
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Resolves with the next message (or one already received and not yet taken). */
  nextMail(timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port, standing in for the shop's mail provider. Plain SMTP (no
 * STARTTLS offered) with AUTH allowed; when `credentials` are given, other logins are refused.
 */
export async function startTestSmtpServer(credentials?: { user: string; pass: string }): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let taken = 0;
  const waiters: ((mail: ReceivedMail) => void)[] = [];

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: !credentials,
    logger: false,
    onAuth(auth, _session, callback) {
      if (!credentials || (auth.username === credentials.user && auth.password === credentials.pass)) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          ...parseMessage(raw),
          raw,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
        };
        received.push(mail);
        const waiter = waiters.shift();
        if (waiter) {
          taken++;
          waiter(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    port,
    received,
    nextMail(timeoutMs = 10_000) {
      if (taken < received.length) return Promise.resolve(received[taken++]!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no e-mail arrived within ${timeoutMs} ms`)), timeoutMs);
        waiters.push((mail) => {
          clearTimeout(timer);
          resolve(mail);
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  return at < 0 ? { head: raw, body: '' } : { head: raw.slice(0, at), body: raw.slice(at + 4) };
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')));
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable': return decodeQuotedPrintable(body);
    case 'base64': return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default: return body;
  }
}

/** Enough MIME for the shop's own messages: a single part, or multipart with text and html parts. */
function parseMessage(raw: string): { headers: Record<string, string>; text: string; html: string } {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const parts = { text: '', html: '' };
  const take = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const inner = splitHead(chunk.replace(/^\r\n/, ''));
        take(parseHeaders(inner.head), inner.body.replace(/\r\n$/, ''));
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders['content-transfer-encoding']).replace(/\r\n/g, '\n');
    if (/^text\/html/i.test(type)) parts.html = decoded;
    else if (/^text\/plain/i.test(type)) parts.text = decoded;
  };
  take(headers, body);
  return { headers, ...parts };
}
