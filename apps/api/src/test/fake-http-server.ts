import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status?: number;
  json?: unknown;
  /** Never answer (to test timeouts). */
  hang?: boolean;
}

export interface FakeHttpServer {
  url: string;
  requests: RecordedRequest[];
  /** Change how the server answers from now on. */
  respond(handler: (request: RecordedRequest) => FakeAnswer): void;
  close(): Promise<void>;
}

/** A local HTTP server standing in for an outside service (SMS gateway, captcha, key set). */
export async function startFakeHttpServer(handler: (request: RecordedRequest) => FakeAnswer): Promise<FakeHttpServer> {
  let current = handler;
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      const answer = current(recorded);
      if (answer.hang) return;
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(answer.json === undefined ? '' : JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respond: (next) => { current = next; },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
