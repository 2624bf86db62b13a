/**
 * The direction of imports (DESIGN.md §3), checked in `npm test` (`npm run lint:deps`):
 *
 *   app → features → shared / machines / openapi/generated        (the storefront and the console)
 *   server: platform → modules/<domain>/routes → *.service → *.repo   (modules talk only through services)
 *
 * and no cycle anywhere. docs/architecture.md explains each rule.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No cycles anywhere, server included: a cycle means two modules are one.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'machines-are-pure',
      severity: 'error',
      comment:
        'Machines import xstate, pure helpers (papaparse splits batch CSV) and generated types only: no UI, no src/, no server/.',
      from: { path: '^machines/' },
      to: {
        pathNot: ['^machines/', '^openapi/generated/', '^node_modules/(xstate|@noble/ciphers|papaparse)/'],
      },
    },
    {
      name: 'generated-imports-nothing',
      severity: 'error',
      from: { path: '^openapi/generated/' },
      to: {},
    },
    {
      name: 'shared-is-below-features',
      severity: 'error',
      comment: 'src/shared is the floor of the client: it never reaches up into features or apps.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'features-are-below-apps',
      severity: 'error',
      comment: 'A feature never imports an app: the app composes features, not the other way round.',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'no-feature-imports-another',
      severity: 'error',
      comment:
        'Features are independent slices; what two need lives in src/shared, or the app composes them.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'views-do-not-call-the-api',
      severity: 'error',
      comment:
        "Views send events to machines; requests live in the feature's api.ts, called by actors its use-<flow>.ts provides.",
      from: { path: '^src/(features/[^/]+/(components|screens)|shared/ui)/' },
      to: { path: ['^src/features/[^/]+/api\\.ts$', '^src/shared/api/'] },
    },
    {
      name: 'client-is-not-server',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-is-not-client',
      severity: 'error',
      comment: 'The server shares machines and generated types with the client, never src/.',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'modules-talk-through-services',
      severity: 'error',
      comment:
        "A server module reaches another only through that module's services (*.service.ts): never its repos, routes or internal helpers.",
      from: { path: '^server/src/modules/([^/]+)/' },
      to: {
        path: '^server/src/modules/',
        pathNot: ['^server/src/modules/$1/', '^server/src/modules/[^/]+/[^/]*service\\.ts$'],
      },
    },
    {
      name: 'repos-are-private',
      severity: 'error',
      comment:
        "A module's repos (*.repo.ts, its SQL) are imported by files of that module alone: other modules are held to its services by modules-talk-through-services, and the platform, tests and scripts call its services too.",
      from: { pathNot: '^server/src/modules/' },
      to: { path: '^server/src/modules/[^/]+/[^/]*repo\\.ts$' },
    },
    {
      name: 'routes-hold-no-sql',
      severity: 'error',
      comment: 'Route handlers call services; SQL lives in *.repo.ts behind them.',
      from: { path: '^server/src/modules/[^/]+/[^/]*routes\\.ts$' },
      to: { path: '^server/src/modules/[^/]+/[^/]*repo\\.ts$' },
    },
    {
      name: 'platform-does-not-reach-into-modules',
      severity: 'error',
      comment:
        'The platform binds routes and plugins and runs sweepers; it reaches a module only through its routes, plugin and services.',
      from: { path: '^server/src/platform/' },
      to: {
        path: '^server/src/modules/',
        pathNot: ['^server/src/modules/[^/]+/([^/]*routes|plugin|[^/]*service)\\.ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist/', '^\\.data/', '^test-results/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
