/**
 * Import boundaries and cycles (issue 19 item 4), checked by `npm run lint` and so in CI.
 * Layers: packages/domain (rules, schemas, contracts) ← apps/api (Fastify) and apps/web (React Router).
 * A feature (apps/web/app/features/X) or API module (apps/api/src/modules/X) is reached from
 * another only through its public file, `X/index.ts` (decision 0030).
 */
const FEATURE = '^apps/web/app/features/([^/]+)/';
const MODULE = '^apps/api/src/modules/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A file must not reach itself through its imports: cycles make load order and changes fragile.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-feature-cycles',
      severity: 'error',
      comment: 'Two features or API modules must not depend on each other (e.g. cart ↔ coupons): one of them owns the shared part.',
      scope: 'folder',
      from: { path: '^apps/(web/app/features|api/src/modules)/[^/]+$' },
      to: { circular: true, path: '^apps/(web/app/features|api/src/modules)/[^/]+$' },
    },
    {
      name: 'domain-imports-no-app',
      severity: 'error',
      comment: 'packages/domain is shared by the API and the web: it must not depend on either.',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-imports-no-api-source',
      severity: 'error',
      comment: 'The web talks to the API over HTTP (or the in-process api in loaders) and shares types through packages/domain, never API source.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-imports-no-web-source',
      severity: 'error',
      comment: 'The API serves the built web app; it must not import web source.',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/app/' },
    },
    {
      name: 'feature-through-public-file',
      severity: 'error',
      comment: "Another feature is reached only through its index.ts: what it exports there is its public face.",
      from: { path: FEATURE },
      // A part loaded on demand (import()) is named by its own file: through index.ts it would load at once.
      to: { path: FEATURE, pathNot: ['^apps/web/app/features/$1/', '^apps/web/app/features/[^/]+/index\\.tsx?$'], dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'module-through-public-file',
      severity: 'error',
      comment: "Another API module is reached only through its index.ts: what it exports there is its public face.",
      from: { path: MODULE },
      to: { path: MODULE, pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests and their helpers are leaves: they may reach into any part they test.
    exclude: { path: '(^|/)(node_modules|build|\\.react-router|dist|test)/|\\.test\\.tsx?$|test-(helpers|fixtures)\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.tools.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
