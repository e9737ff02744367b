import { Transform, type TransformCallback } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { deferPageScripts, TEMPLATE_ID } from './lib/defer-page-scripts';

export const streamTimeout = 5_000;

/**
 * React writes a page in hundreds of small pieces; each would cross the web-stream bridge and reach
 * the socket as its own write. This joins the pieces written in one turn of the event loop, so a
 * page goes out in a few writes, and content that streams in later still leaves as soon as it is ready.
 */
class CoalescingStream extends Transform {
  #pending: Buffer[] = [];
  #size = 0;
  #scheduled = false;
  /** The preload links' addresses, from the piece of the page that holds them to the one with the module script. */
  #modules: string[] = [];
  #scriptsDeferred = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#pending.push(chunk);
    this.#size += chunk.length;
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => this.#release());
    }
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.#release();
    callback();
  }

  #deferScripts(html: Buffer): Buffer {
    if (!html.includes('<link rel="modulepreload"') && !html.includes(' type="module"')) return html;
    const text = html.toString('utf8');
    const deferred = deferPageScripts(text, this.#modules);
    this.#scriptsDeferred = deferred.includes(`id="${TEMPLATE_ID}"`);
    return deferred === text ? html : Buffer.from(deferred);
  }

  #release() {
    this.#scheduled = false;
    if (this.#size === 0) return;
    const joined = this.#pending.length === 1 ? this.#pending[0]! : Buffer.concat(this.#pending, this.#size);
    this.push(this.#scriptsDeferred ? joined : this.#deferScripts(joined));
    this.#pending = [];
    this.#size = 0;
  }
}

/** Streams the page; bots and crawlers get the whole document at once. Scripts carry the CSP nonce. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // React moves a finished Suspense boundary bigger than this out of the first flush and
        // reveals it later by script (after an animation frame): the home carousel, which holds the
        // page's largest image, would paint late and push the page down. Content that is still
        // loading (streamed data) streams as before.
        progressiveChunkSize: 1_000_000,
        [readyOption]() {
          shellRendered = true;
          const body = new CoalescingStream();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A visitor who leaves mid-page closes the stream: nothing went wrong on our side.
          if (shellRendered && !request.signal.aborted) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
