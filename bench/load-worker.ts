/**
 * The load generator: a child process of the benchmark (never the shop's, never the ceiling's), so
 * autocannon's own work does not share an event loop with what it measures. Jobs arrive over IPC.
 */
import autocannon from 'autocannon';
import type { LoadJob, LoadResult } from './load.ts';

process.on('message', (job: LoadJob) => {
  runJob(job).then(
    (result) => process.send!({ ok: true, result }),
    (error: unknown) => process.send!({ ok: false, error: (error as Error).message }),
  );
});

async function runJob(job: LoadJob): Promise<LoadResult> {
  const sendsJson = job.body !== undefined || job.bodiesPerConnection !== undefined;
  const baseHeaders = { ...(sendsJson ? { 'content-type': 'application/json' } : {}), ...job.headers };
  const body = job.body === undefined ? undefined : JSON.stringify(job.body);
  let clientIndex = 0;
  let requestIndex = 0;

  // One shopper per connection (cart read, add-to-cart): each connection sends its own token.
  // With bodiesPerConnection, each connection also sends its own body (add-to-cart: its own product).
  const setupClient = job.tokensPerConnection
    ? (client: autocannon.Client) => {
      const index = clientIndex++;
      const headers = { ...baseHeaders, authorization: `Bearer ${job.tokensPerConnection![index % job.tokensPerConnection!.length]}` };
      if (job.bodiesPerConnection) client.setHeadersAndBody(headers, JSON.stringify(job.bodiesPerConnection[index % job.bodiesPerConnection.length]));
      else client.setHeaders(headers);
    }
    : undefined;

  // One shopper per request (place order): each request takes the next prepared cart.
  const perRequest = job.tokensPerRequest
    ? (request: autocannon.Request) => {
      const index = requestIndex++;
      const token = job.tokensPerRequest![index % job.tokensPerRequest!.length];
      return { ...request, headers: { ...baseHeaders, authorization: `Bearer ${token}`, 'idempotency-key': `bench-${process.pid}-${index}` }, body };
    }
    : undefined;
  // Distinct requests (issue 28): each request the next path, whichever connection sends it.
  const nextPath = job.pathPerRequest
    ? (request: autocannon.Request) => ({ ...request, path: job.pathPerRequest![requestIndex++ % job.pathPerRequest!.length] })
    : undefined;
  // The first failing answer, so a column of errors comes with its reason.
  let firstFailure: string | undefined;
  const onResponse = (status: number, responseBody: string) => {
    if (status >= 300 && firstFailure === undefined) firstFailure = `${status} ${responseBody.slice(0, 200)}`;
  };

  const result = await autocannon({
    url: job.url,
    method: job.method as 'GET',
    headers: baseHeaders,
    body,
    connections: job.connections,
    ...(job.amount ? { amount: job.amount } : { duration: job.durationSec }),
    timeout: 10,
    ...(job.overallRate ? { overallRate: job.overallRate } : {}),
    setupClient,
    requests: job.paths
      ? job.paths.map((path) => ({ method: job.method as 'GET', path, onResponse }))
      : [{ method: job.method as 'GET', ...(perRequest ? { setupRequest: perRequest } : nextPath ? { setupRequest: nextPath } : {}), onResponse }],
  });
  // autocannon's `duration` is whole seconds; its start and finish times are exact.
  const seconds = (new Date(result.finish).getTime() - new Date(result.start).getTime()) / 1000 || job.durationSec || 1;
  return {
    requests: result.requests.total,
    requestsPerSec: Math.round(result.requests.total / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    status5xx: result['5xx'],
    // autocannon counts timeouts among the connection errors.
    socketErrors: result.errors,
    seconds: Math.round(seconds * 10) / 10,
    ...(firstFailure ? { firstFailure } : {}),
  };
}
