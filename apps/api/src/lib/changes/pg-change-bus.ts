import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { ALL_TAGS } from './cache-tags.ts';
import { LocalChangeBus, type ChangeBus, type ChangeListener } from './change-bus.ts';
import { decodeChange, encodeChange } from './change-messages.ts';

/** One channel per database: two shops on one server (or two test runs) never hear each other. */
export const CHANGES_CHANNEL = 'dhatu_changes';

export interface PgChangeBusOptions {
  /** The shop's database: the listener holds one connection of its own to it, outside the pool. */
  connectionString: string;
  /** Sends a NOTIFY (through the shop's pool: publishing needs no connection of its own). */
  notify: (channel: string, payload: string) => Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** First wait before reconnecting the listener; it doubles up to maxBackoffMs. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

/**
 * Every instance on one PostgreSQL hears every change through LISTEN/NOTIFY (nothing to install,
 * no Redis needed). Publishing hands the tags to this process's listeners at once — the writer's
 * next request is already fresh — and NOTIFYs the others, which skip their own echo.
 *
 * The listener's connection is its own (a pooled one would be handed to queries and lose its
 * LISTEN). When it drops, it reconnects with backoff; once back it delivers ALL_TAGS, since
 * changes may have been published while it was away.
 */
export class PgChangeBus implements ChangeBus {
  readonly #id = randomUUID();
  readonly #local = new LocalChangeBus();
  readonly #options: Required<PgChangeBusOptions>;
  #client: pg.Client | null = null;
  #closed = false;
  #retry: NodeJS.Timeout | null = null;
  #backoffMs: number;

  constructor(options: PgChangeBusOptions) {
    this.#options = { minBackoffMs: 250, maxBackoffMs: 10_000, ...options };
    this.#backoffMs = this.#options.minBackoffMs;
  }

  /** Resolves once listening (or rejects: the caller decides; reconnecting goes on either way). */
  async start(): Promise<void> {
    await this.#connect(false);
  }

  async publish(tags: readonly string[]): Promise<void> {
    this.#local.deliver(tags);
    try {
      for (const payload of encodeChange(this.#id, tags)) await this.#options.notify(CHANGES_CHANNEL, payload);
    } catch (error) {
      // The change is committed: failing the request would mislead. Other instances catch up at their TTL.
      this.#options.log.error({ err: error, tags: tags.slice(0, 20) }, 'could not tell other instances about a change');
    }
  }

  subscribe(listener: ChangeListener): () => void {
    return this.#local.subscribe(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = null;
    await this.#local.close();
    await client?.end().catch(() => {});
  }

  /** Whether the listener is connected now (for tests and health). */
  get listening(): boolean {
    return this.#client !== null;
  }

  async #connect(afterLoss: boolean): Promise<void> {
    const client = new pg.Client({ connectionString: this.#options.connectionString });
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    client.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL) return;
      const change = decodeChange(message.payload);
      if (change.from !== this.#id) this.#local.deliver(change.tags);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      this.#scheduleReconnect();
      throw error;
    }
    if (this.#closed) {
      await client.end().catch(() => {});
      return;
    }
    this.#client = client;
    this.#backoffMs = this.#options.minBackoffMs;
    if (afterLoss) {
      this.#options.log.info('change listener reconnected: dropping every cached copy');
      this.#local.deliver([ALL_TAGS]);
    }
  }

  #lost(client: pg.Client): void {
    if (this.#client !== client) return;
    this.#client = null;
    client.removeAllListeners('end');
    client.end().catch(() => {});
    if (this.#closed) return;
    this.#options.log.warn('change listener lost its connection: reconnecting');
    this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#retry) return;
    // Jitter: instances that lost the server together do not all knock at once.
    const wait = this.#backoffMs * (0.5 + Math.random() / 2);
    this.#backoffMs = Math.min(this.#backoffMs * 2, this.#options.maxBackoffMs);
    this.#retry = setTimeout(() => {
      this.#retry = null;
      this.#connect(true).catch(() => { /* scheduled again inside */ });
    }, wait);
    this.#retry.unref();
  }
}
