import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/** React, React Router and React Query: every page needs them. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack\/[^/]+)\//;
/** The root and the shop's header and footer: every storefront page runs them. */
const SHELL_ROOTS = [/\/app\/root\.tsx$/, /\/app\/routes\/shell\.tsx$/];
/** The product card and its parts, shared by the home page, the lists, the product page and the wishlist. */
const CARD = /\/app\/features\/catalogue\/(product-(card|grid|image|rating|price)|card-product|wishlist-heart)\.tsx?$/;
/** Small zod-free rules of the domain package the storefront pages use (prices, stock, shipping…). */
const DOMAIN = /\/packages\/domain\/src\/(money|pricing|stock|ratings|constants|shipping|cart-totals|cart-limits|coupons|media|dates|pagination|product-list-state|phone)\.ts$/;

interface ChunkMeta {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Groups modules into the few files a page needs at once. Left alone, Rollup gives every set of
 * modules shared by a different set of routes its own file: about 55 requests for the home page,
 * which on a phone's connection (six at a time, each waiting a round trip) cost more than the bytes.
 * Icons all go in one file (a few kilobytes; one icon alone is smaller than a request's headers).
 */
function chunkFor(id: string, meta: ChunkMeta, shell: { ids?: Set<string> }): string | undefined {
  if (FRAMEWORK.test(id) || id.includes('vite/preload-helper') || id.includes('commonjsHelpers')) return 'framework';
  if (id.includes('/node_modules/lucide-react/')) return 'icons';
  if (DOMAIN.test(id)) return 'domain';
  shell.ids ??= appModulesImportedBy(meta, SHELL_ROOTS);
  // The shell first: a card part the shell itself uses (the wishlist heart) stays with it, so the
  // card file imports the shell file and never the other way round.
  if (shell.ids.has(id)) return 'shell';
  if (CARD.test(id)) return 'card';
  return undefined;
}

/**
 * The app's own modules the roots import, directly or through other app modules; dynamic imports
 * (code loaded on demand) stay out. Packages are not followed: their barrel files import far more
 * than anyone uses. A feature's public file (features/X/index.ts, decision 0030) is followed only
 * to the files that provide what the importer takes from it, or the shell would carry the whole
 * feature.
 */
function appModulesImportedBy(meta: ChunkMeta, roots: RegExp[]): Set<string> {
  const isApp = (id: string) => id.includes('/apps/web/app/');
  const queue = [...meta.getModuleIds()].filter((id) => roots.some((root) => root.test(id.split('?')[0]!)));
  const reached = new Set(queue);
  while (queue.length) {
    const importer = queue.pop()!;
    for (const imported of meta.getModuleInfo(importer)?.importedIds ?? []) {
      if (!isApp(imported)) continue;
      const targets = PUBLIC_FILE.test(imported) ? [imported, ...providersOf(importer, imported, meta)] : [imported];
      for (const target of targets) {
        if (reached.has(target)) continue;
        reached.add(target);
        if (target === imported && PUBLIC_FILE.test(imported)) continue; // its providers are queued instead
        queue.push(target);
      }
    }
  }
  return reached;
}

const PUBLIC_FILE = /\/app\/features\/[^/]+\/index\.ts$/;
const NAMED_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;
const NAMED_REEXPORT = /export\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;

/** The value names of `{ a, type B, c as d }` (type-only names load nothing). */
function valueNames(list: string): string[] {
  return list.split(',').map((name) => name.trim()).filter((name) => name && !name.startsWith('type ')).map((name) => name.split(/\s+as\s+/)[0]!);
}

/** The modules behind a public file that provide the values `importer` takes from it (all of them when that can't be told). */
function providersOf(importer: string, publicFile: string, meta: ChunkMeta): string[] {
  const all = (meta.getModuleInfo(publicFile)?.importedIds ?? []).filter((id) => id.includes('/apps/web/app/'));
  const source = (id: string) => readFileSync(id.split('?')[0]!, 'utf8');
  const wanted = new Set<string>();
  for (const [, typeOnly, names, spec] of source(importer).matchAll(NAMED_IMPORT)) {
    const target = resolve(dirname(importer), spec!);
    if (!typeOnly && (target === dirname(publicFile) || target === publicFile.replace(/\.ts$/, ''))) valueNames(names!).forEach((name) => wanted.add(name));
  }
  if (wanted.size === 0 && !/import\s*\{/.test(source(importer))) return all;
  const providers = new Set<string>();
  for (const [, typeOnly, names, spec] of source(publicFile).matchAll(NAMED_REEXPORT)) {
    if (typeOnly || !valueNames(names!).some((name) => wanted.has(name))) continue;
    const file = resolve(dirname(publicFile), spec!).replace(/\.tsx?$/, '');
    providers.add(all.find((id) => id.split('?')[0]!.replace(/\.tsx?$/, '') === file) ?? '');
  }
  providers.delete('');
  return [...providers];
}

/**
 * Writes a brotli and a gzip copy of every script, style sheet and SVG of the browser build, at the
 * strongest settings: the server sends them as they are (no compression per request, smaller files).
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'dhatu:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (!options.dir?.endsWith('client')) return;
      await Promise.all(Object.entries(bundle).map(async ([fileName, output]) => {
        if (!/\.(js|css|svg|json)$/.test(fileName)) return;
        const source = output.type === 'chunk' ? Buffer.from(output.code) : Buffer.from(output.source);
        if (source.length < 1024) return;
        const path = join(options.dir!, fileName);
        await writeFile(`${path}.br`, await brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${path}.gz`, await gz(source, { level: 9 }));
      }));
    },
  };
}

/**
 * React Router publishes its production build only by path (its package exports name the
 * development build, whose warnings check every render). The browser gets the production build;
 * the server keeps the package's own entry, the one the API's request handler imports (one copy
 * of the router's contexts).
 */
const routerDist = resolve(import.meta.dirname, '../../node_modules/react-router/dist/production');
const PRODUCTION_ROUTER = [
  { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
];

export default defineConfig(({ isSsrBuild, command }) => {
  const shell: { ids?: Set<string> } = {};
  return {
    plugins: [tailwindcss(), reactRouter(), precompress()],
    resolve: { alias: command === 'build' && !isSsrBuild ? PRODUCTION_ROUTER : [] },
    build: {
      target: 'es2022',
      rollupOptions: isSsrBuild ? {} : {
        output: {
          manualChunks: (id, meta) => chunkFor(id, meta, shell),
          // Only the modules named here: otherwise a group also swallows everything its modules
          // import, and through the domain package's index that is every schema and zod.
          onlyExplicitManualChunks: true,
        },
      },
    },
    // The domain package is TypeScript source shared with the API.
    ssr: { noExternal: ['@dhatu/domain'] },
  };
});
