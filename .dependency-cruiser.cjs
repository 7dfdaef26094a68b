// The house rules, checked by `npm run lint` (depcruise): the bounded contexts depend one way.
// Brokerage contexts never import the community; the community reads brokerage through a context's
// public entry point (index.ts); platform plumbing imports no context; packages never import apps
// (the testkit aside); web features never import the app shell or screens; nothing is circular.
// Type-only imports are exempt from the cycle rule: they vanish at run time, and the composition
// root (context.ts) names every context's port types by design.
const BROKERAGE =
  '(identity|accounts-and-money|trading|market-data|portfolio|watchlists-and-alerts|funds-and-savings|pension)';
const CONTEXTS = `(${BROKERAGE.slice(1, -1)}|community)`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'brokerage-not-to-community',
      severity: 'error',
      comment:
        'A brokerage context never imports the community (a fill records a domain event; community turns it into a trade event).',
      from: { path: `^(apps/server/src|packages/contract/src|apps/web/src/features)/${BROKERAGE}/` },
      to: { path: '^(apps/server/src|packages/contract/src|apps/web/src/features)/community/' },
    },
    {
      name: 'community-reads-brokerage-through-index',
      severity: 'error',
      comment: 'The community may read a brokerage context only through its public entry point (index.ts).',
      from: { path: '^apps/server/src/community/' },
      to: { path: `^apps/server/src/${BROKERAGE}/`, pathNot: `^apps/server/src/${BROKERAGE}/index\\.ts$` },
    },
    {
      name: 'platform-not-to-contexts',
      severity: 'error',
      comment: 'Platform plumbing (http, db, jobs, stream, uploads) serves every context and imports none.',
      from: { path: '^apps/server/src/(platform|db)/' },
      to: { path: `^apps/server/src/${CONTEXTS}/` },
    },
    {
      name: 'packages-not-to-apps',
      severity: 'error',
      comment:
        'Packages are shared by the apps and never import them (the testkit builds test servers, so it may).',
      from: { path: '^packages/', pathNot: '^packages/testkit/' },
      to: { path: '^apps/' },
    },
    {
      name: 'features-not-to-app-or-screens',
      severity: 'error',
      comment: 'Web features are composed by screens and the app shell, never the other way round.',
      from: { path: '^apps/web/src/(features|lib|components)/' },
      to: { path: '^apps/web/src/(app|screens)/' },
    },
    {
      name: 'lib-and-components-not-to-features',
      severity: 'error',
      comment: 'Shared web pieces know no feature.',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-imports-no-schemas',
      severity: 'error',
      comment:
        "The browser imports the contract's plain values and types from @havn/contract/web; the full contract (zod and every schema of the API) is the server's (and the web tests' stubs').",
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/lib/testing/' },
      to: { path: '^packages/contract/src/index\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No cycles between files (type-only imports aside).',
      from: { path: '^(apps|packages)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/|/dist-ssr/|\\.test\\.tsx?$)' },
    // swc parses the TypeScript: dependency-cruiser does not read typescript@7's (native) API yet.
    parser: 'swc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
};
