/**
 * Import boundaries, checked by `npm run lint` (dependency-cruiser; docs/architecture.md,
 * "Where code lives"):
 * - a deployable part (web, web-origin, cms, checkout-service, prize-service, stripe-sandbox) never imports
 *   another part's files: what two parts share lives in packages/ (shop rules, service kit); the one
 *   exception is the checkout service's tests, which may run the Stripe sandbox's app as their Stripe,
 *   and the prize service's test app to follow one order through the logs;
 * - a part never imports the tests or the stack runner, and a package imports no part;
 * - in the SPA, a feature (web/src/features/<name>) never imports another feature: the app
 *   (web/src/app) composes them, shared code lives in components/, lib/, config/.
 */
const PARTS = '(web|web-origin|cms|checkout-service|prize-service|stripe-sandbox)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-part-into-another-part',
      comment: "A part imports another part's internals; move the shared code to packages/.",
      severity: 'error',
      from: { path: `^${PARTS}/`, pathNot: '^checkout-service/test/' },
      to: { path: `^${PARTS}/`, pathNot: '^$1/' },
    },
    {
      name: 'checkout-tests-use-only-the-sandbox-app',
      comment:
        "The checkout's tests may build the Stripe sandbox's app as their Stripe and the prize service's test app (the order trail), and import no other part.",
      severity: 'error',
      from: { path: '^checkout-service/test/' },
      to: {
        path: `^${PARTS}/`,
        pathNot: '^(checkout-service/|stripe-sandbox/src/app\\.ts$|prize-service/test/helper\\.ts$)',
      },
    },
    {
      name: 'no-route-into-its-app',
      comment: "A service's route imports the app that registers it; take the types from src/app-deps.ts.",
      severity: 'error',
      from: { path: '^(checkout-service|prize-service)/src/routes/' },
      to: { path: '^$1/src/app\\.ts$' },
    },
    {
      name: 'no-part-into-tests-or-scripts',
      comment: 'Shipped code imports the test suite or the stack runner.',
      severity: 'error',
      from: {
        path: `^${PARTS}/`,
        pathNot: '(^[^/]+/test/|\\.test\\.tsx?$|/vite\\.config\\.ts$|/vitest\\.config\\.ts$)',
      },
      to: { path: '^(tests|scripts)/' },
    },
    {
      name: 'no-package-into-a-part',
      comment:
        'A shared package depends on a deployable part (its tests may use the shared test helpers in scripts/test).',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: `^(${PARTS}|tests|scripts)/`, pathNot: '^scripts/test/' },
    },
    {
      name: 'no-package-code-into-test-helpers',
      comment: "A package's shipped code imports test helpers.",
      severity: 'error',
      from: { path: '^packages/', pathNot: '\\.test\\.ts$' },
      to: { path: '^scripts/test/' },
    },
    {
      name: 'no-feature-into-another-feature',
      comment: 'An SPA feature imports another feature; compose them in web/src/app.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^web/src/features/([^/]+)/', pathNot: '^web/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data|\\.strapi|types/generated)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    // Workspace packages resolve through node_modules/@outlet-shop symlinks to packages/.
    preserveSymlinks: false,
  },
};
