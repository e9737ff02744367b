import { fork, type ChildProcess } from 'node:child_process';
import { rootDir, stopProcess } from './lib.ts';

export interface LoadJob {
  url: string;
  method: string;
  path?: string;
  body?: unknown;
  headers?: Record<string, string>;
  connections: number;
  /** Run for this long… */
  durationSec?: number;
  /** …or send exactly this many requests (place order: one per prepared cart). */
  amount?: number;
  /** Bearer tokens, one per connection (a shopper per connection). */
  tokensPerConnection?: string[];
  /** Request bodies, one per connection (with tokensPerConnection). */
  bodiesPerConnection?: unknown[];
  /** Bearer tokens, one per request (each request a different shopper). */
  tokensPerRequest?: string[];
  /** Paths each connection requests in turn (a browsing shopper), instead of the url's own. */
  paths?: string[];
  /** Paths taken in turn by the requests of all connections: each request the next one (distinct searches). */
  pathPerRequest?: string[];
  /** Requests per second over all connections (shoppers reading between pages); unset: as fast as answered. */
  overallRate?: number;
}

export interface LoadResult {
  requests: number;
  requestsPerSec: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  /** Answers with a status outside 2xx. */
  non2xx: number;
  /** Answers with a 5xx status. */
  status5xx: number;
  /** Connection errors and timeouts. */
  socketErrors: number;
  seconds: number;
  /** Status and start of the first answer outside 2xx, if any. */
  firstFailure?: string;
}

/** A forked child process running a script of this folder; jobs go over IPC, one at a time. */
export class BenchChild<Job, Result> {
  readonly #child: ChildProcess;

  constructor(script: string) {
    this.#child = fork(`${rootDir}bench/${script}`, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  }

  get pid() {
    return this.#child.pid;
  }

  send(job: Job): Promise<Result> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`bench/${this.#child.spawnargs.at(-1)} exited with ${code}`));
      this.#child.once('exit', onExit);
      this.#child.once('message', (answer: { ok: boolean; result?: Result; error?: string }) => {
        this.#child.off('exit', onExit);
        if (answer.ok) resolve(answer.result!);
        else reject(new Error(answer.error));
      });
      this.#child.send(job as object);
    });
  }

  stop() {
    return stopProcess(this.#child);
  }
}

/** The load generator process (bench/load-worker.ts). */
export const startLoadGenerator = () => new BenchChild<LoadJob, LoadResult>('load-worker.ts');

export interface CeilingJob {
  /** The exact response body, base64. */
  body: string;
  contentType: string;
  /** Sent with the body when the shop's answer was compressed (the body is sent as it came). */
  contentEncoding?: string;
  port: number;
}

/** The ceiling server process (bench/ceiling-server.ts). */
export const startCeilingServer = () => new BenchChild<CeilingJob, { port: number }>('ceiling-server.ts');
