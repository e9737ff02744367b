/**
 * The ceiling: a bare Node HTTP server, in its own process, answering every request with the bytes
 * it was last given — what this machine can do for a response of that size with no work at all.
 */
import { createServer, type Server } from 'node:http';
import type { CeilingJob } from './load.ts';

let body = Buffer.alloc(0);
let contentType = 'application/json';
let contentEncoding: string | undefined;
let server: Server | null = null;

process.on('message', (job: CeilingJob) => void start(job));

async function start(job: CeilingJob) {
  body = Buffer.from(job.body, 'base64');
  contentType = job.contentType;
  contentEncoding = job.contentEncoding;
  if (!server) {
    server = createServer((request, response) => {
      // Drain any request body, as a real server would, then answer from memory.
      request.resume();
      request.on('end', () => {
        response.writeHead(200, { 'content-type': contentType, 'content-length': body.length, ...(contentEncoding && { 'content-encoding': contentEncoding }) });
        response.end(body);
      });
    });
    await new Promise<void>((resolve) => server!.listen(job.port, '127.0.0.1', resolve));
  }
  process.send!({ ok: true, result: { port: job.port } });
}
