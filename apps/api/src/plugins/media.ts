import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Images under /media: content-addressed or never rewritten, so they are cached for a year. */
export async function registerMedia(app: FastifyInstance, mediaDir: string) {
  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    setHeaders: (reply) => { reply.header('x-content-type-options', 'nosniff'); },
  });
}
