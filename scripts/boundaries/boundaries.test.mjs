// The boundary rules catch what they forbid: a small tree shaped like the repository passes, and each
// planted violation makes the check fail under the rule it breaks. Run by `pnpm test:boundaries`.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { checkBoundaries } from './check.mjs';

/** Every import here is allowed. */
const CLEAN_TREE = {
  'apps/api/src/db/database.ts': 'export type Db = object;\n',
  'apps/api/src/lib/app-error.ts': "import type { Db } from '../db/database.ts';\nexport class AppError extends Error {}\n",
  'apps/api/src/app.ts':
    "import { aRoutes } from './features/a/a.routes.ts';\nimport { findB } from './features/b/b.service.ts';\nexport { aRoutes, findB };\n",
  'apps/api/src/features/a/a.routes.ts': "import { listA } from './a.service.ts';\nexport const aRoutes = () => listA();\n",
  'apps/api/src/features/a/a.service.ts': [
    "import type { Db } from '../../db/database.ts';",
    "import { AppError } from '../../lib/app-error.ts';",
    "import { findB } from '../b/b.service.ts';",
    "import { aRows } from './a.repository.ts';",
    'export const listA = () => [aRows, findB, AppError];',
    '',
  ].join('\n'),
  'apps/api/src/features/a/a.repository.ts': "import type { Db } from '../../db/database.ts';\nexport const aRows = [];\n",
  // Tests may set up state through another feature's internals.
  'apps/api/src/features/a/a.test.ts': "import { bRows } from '../b/b.repository.ts';\nexport { bRows };\n",
  'apps/api/src/features/b/b.service.ts': "import { bRows } from './b.repository.ts';\nexport const findB = () => bRows;\n",
  'apps/api/src/features/b/b.repository.ts': 'export const bRows = [];\n',
  'apps/admin-console/src/app/router.tsx': "import { XPanel } from '../features/x/components/x-panel.tsx';\nexport { XPanel };\n",
  'apps/admin-console/src/components/shared-card.tsx': "import { format } from '../lib/format.ts';\nexport const SharedCard = () => format;\n",
  'apps/admin-console/src/lib/format.ts': "import { apiCopy } from '@trovapro/copy';\nexport const format = apiCopy;\n",
  'apps/admin-console/src/features/x/api/use-x.ts': "import { format } from '../../../lib/format.ts';\nexport const useX = () => format;\n",
  'apps/admin-console/src/features/x/components/x-panel.tsx': [
    "import { SharedCard } from '../../../components/shared-card.tsx';",
    "import { useX } from '../api/use-x.ts';",
    'export const XPanel = () => <SharedCard value={useX()} />;',
    '',
  ].join('\n'),
  'apps/admin-console/src/features/y/components/y-panel.tsx': 'export const YPanel = () => <p>y</p>;\n',
  'packages/copy/src/index.ts': "export const apiCopy = 'testo';\n",
  'packages/domain/src/index.ts': 'export const rule = 1;\n',
  'packages/ui/src/index.ts': "import { apiCopy } from '@trovapro/copy';\nimport { rule } from '@trovapro/domain';\nexport { apiCopy, rule };\n",
};

const roots = [];
after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function tree(plantedFiles = {}) {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-fixture-'));
  roots.push(root);
  for (const [file, text] of Object.entries({ ...CLEAN_TREE, ...plantedFiles })) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const PLANTED = [
  {
    what: 'API routes calling their repository',
    files: { 'apps/api/src/features/a/a.routes.ts': "import { aRows } from './a.repository.ts';\nexport const aRoutes = () => aRows;\n" },
    rule: 'api-routes-call-services',
  },
  {
    what: "a feature importing another feature's repository (type-only)",
    files: {
      'apps/api/src/features/a/a.service.ts':
        "import type { bRows } from '../b/b.repository.ts';\nexport const listA = (rows: typeof bRows) => rows;\n",
    },
    rule: 'api-feature-through-service',
  },
  {
    what: "a feature reaching another feature's internals through ../../features",
    files: {
      'apps/api/src/features/a/a.service.ts': "import { bRows } from '../../features/b/b.repository.ts';\nexport const listA = () => bRows;\n",
    },
    rule: 'api-feature-through-service',
  },
  {
    what: 'a repository importing a service',
    files: { 'apps/api/src/features/b/b.repository.ts': "import { findB } from './b.service.ts';\nexport const bRows = [findB];\n" },
    rule: 'api-repositories-are-the-bottom',
  },
  {
    what: 'a plugin importing a feature',
    files: { 'apps/api/src/plugins/admin-guard.ts': "import { findB } from '../features/b/b.service.ts';\nexport const guard = findB;\n" },
    rule: 'api-shared-code-imports-no-feature',
  },
  {
    what: 'a lib helper importing a feature',
    files: { 'apps/api/src/lib/app-error.ts': "import { findB } from '../features/b/b.service.ts';\nexport class AppError extends Error {}\n" },
    rule: 'api-shared-code-imports-no-feature',
  },
  {
    what: 'a frontend feature importing another feature',
    files: {
      'apps/admin-console/src/features/x/components/x-panel.tsx':
        "import { YPanel } from '../../y/components/y-panel.tsx';\nexport const XPanel = () => <YPanel />;\n",
    },
    rule: 'frontend-feature-isolation (admin-console, depth 2)',
  },
  {
    what: 'shared frontend code importing a feature',
    files: {
      'apps/admin-console/src/components/shared-card.tsx': "import { useX } from '../features/x/api/use-x.ts';\nexport const SharedCard = useX;\n",
    },
    rule: 'frontend-shared-code-imports-no-feature (admin-console)',
  },
  {
    what: 'an app importing another app',
    files: { 'apps/admin-console/src/lib/format.ts': "import { aRoutes } from '../../../api/src/app.ts';\nexport const format = aRoutes;\n" },
    rule: 'stay-inside-package (depth 2)',
  },
  {
    what: "an app importing a package's source by path",
    files: {
      'apps/admin-console/src/lib/format.ts': "import { rule } from '../../../../packages/domain/src/index.ts';\nexport const format = rule;\n",
    },
    rule: 'stay-inside-package (depth 2)',
  },
  {
    what: 'a package importing an app',
    files: { 'packages/ui/src/index.ts': "import { format } from '../../../apps/admin-console/src/lib/format.ts';\nexport { format };\n" },
    rule: 'stay-inside-package (depth 1)',
  },
  {
    what: 'a package importing against the dependency direction',
    files: { 'packages/domain/src/index.ts': "import { apiCopy } from '@trovapro/copy';\nexport const rule = apiCopy;\n" },
    rule: 'package-direction (domain)',
  },
];

describe('import boundaries', () => {
  it('pass on a tree that keeps them', () => {
    const result = checkBoundaries({ root: tree() });
    assert.equal(result.output, '');
    assert.deepEqual(result.failed, []);
    assert.equal(result.ok, true);
  });

  for (const { what, files, rule } of PLANTED) {
    it(`fail on ${what}`, () => {
      const result = checkBoundaries({ root: tree(files) });
      assert.equal(result.ok, false);
      assert.ok(result.failed.includes(rule), `expected ${rule} among ${JSON.stringify(result.failed)}`);
      assert.match(result.output, new RegExp(`\\[${rule.replace(/[()]/g, '\\$&')}\\]`));
    });
  }
});
