// The layers of docs/architecture.md, checked by dependency-cruiser (`npm run lint`, and `npm test`). Each rule names
// the line of the architecture it guards; a violation prints the rule's name, the two files and this comment.
/** React and the libraries built on it: what a pure layer (machines, domain, lib) must never reach. */
const REACT = '^node_modules/(react|react-dom|react-intl|react-router|react-aria-components|@react-aria|@xstate/react)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'machines-are-pure',
      comment: 'src/machines holds the flows only: no React, no adapter (src/api), no views (src/ui). Domain types come from src/domain.',
      severity: 'error',
      from: { path: '^src/machines/' },
      to: { path: ['^src/(api|ui|gql)/', REACT] },
    },
    {
      name: 'domain-is-pure',
      comment: 'src/domain (types and rules shared by adapter, machines and views) depends on nothing but itself and src/lib.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: ['^src/(api|ui|machines|gql|i18n)/', REACT] },
    },
    {
      name: 'lib-is-pure',
      comment: 'src/lib holds small pure helpers (the server imports some): no React, adapter, machines or views.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: ['^src/(api|ui|machines|gql)/', REACT] },
    },
    {
      name: 'page-table-is-pure',
      comment: 'src/pages (the page table: browser, server and build read it) depends on nothing but itself and src/lib.',
      severity: 'error',
      from: { path: '^src/pages/' },
      to: { path: ['^src/(api|ui|machines|gql|i18n|domain|connect|ssr)/', REACT] },
    },
    {
      name: 'connect-is-pure',
      comment: 'src/connect turns a machine snapshot into what a view needs (props, labels given): no React, adapter or views.',
      severity: 'error',
      from: { path: '^src/connect/', pathNot: '\\.test\\.ts$' },
      to: { path: ['^src/(api|ui|gql)/', REACT] },
    },
    {
      name: 'adapter-has-no-views',
      comment: 'src/api is the adapter (transport, errors, reshaping): it never imports a view.',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: ['^src/ui/', REACT] },
    },
    {
      name: 'adapter-types-come-from-domain',
      comment:
        'src/api returns and takes the types of src/domain, never a chart\'s (type imports included), so the adapter does not depend on the flows. One exception: the route lookup answers the route chart\'s own RouteLookupOutput (src/api/services/route-lookup.ts).',
      severity: 'error',
      from: { path: '^src/api/', pathNot: '^src/api/services/route-lookup\\.ts$' },
      to: { path: '^src/machines/' },
    },
    {
      name: 'common-is-below-the-areas',
      comment:
        'src/ui/common holds what several areas share (form parts, menus, resources, address fields): it imports no area (account, catalog, checkout, shell, ...), only itself, src/ui/providers and src/ui/theme, so a shared piece never drags an area along.',
      severity: 'error',
      from: { path: '^src/ui/common/' },
      to: { path: '^src/ui/', pathNot: '^src/ui/(common|providers|theme)/' },
    },
    {
      name: 'views-use-no-graphql-documents',
      comment: 'Views call the adapter (src/api), never a GraphQL document or generated type from src/gql.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/gql/' },
    },
    {
      name: 'server-does-not-import-the-storefront',
      comment:
        'The server shares only the pure helpers of src/lib with the storefront (store paths, image URLs), the page table of src/pages, and the server-rendering contract of src/ssr (the entry itself is loaded as built code).',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/(lib|ssr|pages)/' },
    },
    {
      name: 'storefront-does-not-import-the-server',
      comment: 'The storefront reaches the server over GraphQL only (the contract is schema/).',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'no-cycles',
      comment: 'No import cycles, except inside the Page Builder renderer (blocks render nodes that render blocks).',
      severity: 'error',
      from: { path: '^(src|server)/', pathNot: '^src/ui/content/' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Generated code is a target (views must not import it) but not worth walking through.
    doNotFollow: { path: ['node_modules', '^src/gql/generated/', '^server/graphql/generated/', '^server/render/generated/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    cache: { folder: '.tmp/depcruise-cache', strategy: 'content' },
  },
};
