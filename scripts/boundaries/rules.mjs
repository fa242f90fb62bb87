// Import boundaries of the monorepo, checked by `pnpm lint:boundaries` (see check.mjs).
//
// Each rule names the files it governs (globs from the repository root) and the import specifiers they may
// not use, as gitignore-style patterns (Biome's `noRestrictedImports`; a later `!pattern` allows again).
// Patterns match the specifier as written, so relative ones are written for the files' depth: every folder
// level of a rule's files has its own pattern where the depth matters.

const FRONTEND_APPS = ['admin-console', 'public-site', 'business-checkout'];
const MAX_DEPTH = 8;
const up = (levels) => '../'.repeat(levels);
const filesAtDepth = (base, depth) => `${base}/${'*/'.repeat(depth)}*`;

/** Apps import packages only (by name), packages never import apps: no relative import leaves its workspace package. */
const stayInsidePackage = Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => ({
  name: `stay-inside-package (depth ${depth})`,
  files: [filesAtDepth('apps/*', depth), filesAtDepth('packages/*', depth)],
  forbid: [`${up(depth + 1)}**`],
  message: 'A relative import may not leave its app or package: apps use packages by name (@trovapro/…), never another app.',
}));

/** Dependency direction between packages: domain and copy import nothing of ours; ui → copy, domain; api-client → domain; frontend-server → copy. */
const packageDirection = [
  { pkg: 'domain', allowed: [] },
  { pkg: 'copy', allowed: [] },
  { pkg: 'ui', allowed: ['copy', 'domain'] },
  { pkg: 'api-client', allowed: ['domain'] },
  { pkg: 'frontend-server', allowed: ['copy'] },
].map(({ pkg, allowed }) => ({
  name: `package-direction (${pkg})`,
  files: [`packages/${pkg}/**`],
  forbid: ['@trovapro/**', ...allowed.flatMap((other) => [`!@trovapro/${other}`, `!@trovapro/${other}/**`])],
  message: `@trovapro/${pkg} may import ${allowed.length === 0 ? 'no other package of ours' : allowed.map((other) => `@trovapro/${other}`).join(' and ')}.`,
}));

const API_TESTS = ['apps/api/src/features/*/*.test.ts'];

const api = [
  {
    name: 'api-feature-through-service',
    files: ['apps/api/src/features/*/*'],
    ignore: API_TESTS,
    // `../x/…` is another feature (`../../…` is the API's shared code: db, lib, plugins, providers).
    forbid: ['../*/**', '!../../**', '../../features/**', '!../*/*.service.ts', '!../../features/*/*.service.ts'],
    message: 'A feature reaches another feature only through its <name>.service.ts.',
  },
  {
    name: 'api-routes-call-services',
    files: ['apps/api/src/features/*/*.routes.ts'],
    forbid: ['./*.repository.ts', './*.queries.ts', '../*/*.repository.ts'],
    message: 'Routes call services; only services (and their helpers) use repositories.',
  },
  {
    name: 'api-repositories-are-the-bottom',
    files: ['apps/api/src/features/*/*.repository.ts'],
    forbid: ['./*.service.ts', './*.routes.ts', '../*/**', '!../../**', '../../features/**', '../../plugins/**'],
    message: 'A repository imports no service, route, plugin or other feature: it only queries the database.',
  },
  {
    name: 'api-shared-code-imports-no-feature',
    files: ['apps/api/src/lib/*', 'apps/api/src/plugins/*', 'apps/api/src/db/**', 'apps/api/src/providers/**', 'apps/api/src/jobs/*'],
    forbid: ['**/features/**'],
    message: 'Lib, plugins, db, providers and the job engine import no feature: buildApp (app.ts) and background-tasks.ts pass what they need.',
  },
];

/** Frontend features do not import each other; shared parts live in src/components, src/lib or a package. */
const frontend = FRONTEND_APPS.flatMap((app) => [
  ...[1, 2, 3, 4].map((depth) => ({
    name: `frontend-feature-isolation (${app}, depth ${depth})`,
    files: [filesAtDepth(`apps/${app}/src/features/*`, depth - 1)],
    // From features/<name>/<depth-1 folders>/file, `up(depth)` is features/ and `up(depth + 1)` is src/.
    forbid: [`${up(depth)}*`, `${up(depth)}*/**`, `!${up(depth + 1)}**`, `${up(depth + 1)}features/**`],
    message: 'A frontend feature does not import another feature: move the shared part to src/components, src/lib or a package.',
  })),
  {
    name: `frontend-shared-code-imports-no-feature (${app})`,
    files: [`apps/${app}/src/components/**`, `apps/${app}/src/lib/**`],
    forbid: ['**/features/**'],
    message: 'src/components and src/lib are shared by the features: they import none.',
  },
]);

export const rules = [...stayInsidePackage, ...packageDirection, ...api, ...frontend];

/** Never checked: dependencies, build output. */
export const alwaysIgnored = ['**/node_modules/**', '**/dist/**'];
