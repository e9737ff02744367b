import { EventEmitter } from 'node:events';

export type ChangeListener = (tags: readonly string[]) => void;

/**
 * How every instance learns that shared data changed, so it drops what it cached. A writer
 * publishes after its transaction committed; every instance's listeners — the publisher's own
 * included — hear the tags (lib/changes/cache-tags.ts) within a second.
 */
export interface ChangeBus {
  publish(tags: readonly string[]): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

/** One process: listeners hear a publish at once. Also the part every cross-instance bus builds on. */
export class LocalChangeBus implements ChangeBus {
  readonly #events = new EventEmitter().setMaxListeners(0);

  publish(tags: readonly string[]): Promise<void> {
    this.deliver(tags);
    return Promise.resolve();
  }

  /** Hands tags to this process's listeners (a cross-instance bus calls it for what arrives). */
  deliver(tags: readonly string[]): void {
    if (tags.length) this.#events.emit('change', tags);
  }

  subscribe(listener: ChangeListener): () => void {
    this.#events.on('change', listener);
    return () => { this.#events.off('change', listener); };
  }

  close(): Promise<void> {
    this.#events.removeAllListeners();
    return Promise.resolve();
  }
}
