/**
 * `npm run build` (after the web app): bundles the API server into apps/api/build/ so production
 * runs plain JavaScript with no run-time TypeScript loader (docs/decisions/0031).
 *
 * The shop's own code (apps/api/src and @dhatu/domain, which is TypeScript) is bundled; every
 * other package stays a real import from node_modules (native sharp, PGlite's WASM, pdfkit's
 * fonts are found beside their packages). apps/api/build sits as deep as apps/api/src, so paths
 * the server resolves from its own file (the repository root in config.ts) hold; the migrations
 * it reads beside db/client.ts are copied next to the bundle.
 */
import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

const apiDir = resolve(import.meta.dirname, '../apps/api');
const outdir = resolve(apiDir, 'build');

/** Bare imports are packages: external, except the shop's own workspace package. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@dhatu/') ? undefined : { path: args.path, external: true }));
  },
};

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { server: resolve(apiDir, 'src/server.ts'), serve: resolve(apiDir, 'src/serve.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // For reading a stack trace by hand; node maps traces only with --enable-source-maps (slower errors).
  sourcemap: 'linked',
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [packagesStayExternal],
});
cpSync(resolve(apiDir, 'src/db/migrations'), resolve(outdir, 'migrations'), { recursive: true });
console.log(`server built into ${outdir} in ${Date.now() - started} ms`);
