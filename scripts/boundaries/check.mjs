// `pnpm lint:boundaries`: checks the import boundaries of rules.mjs with Biome's noRestrictedImports, one
// Biome run per rule (a file may fall under several rules, and Biome's overrides replace a rule's options
// rather than add to them).
//
// Why Biome rather than dependency-cruiser: dependency-cruiser 18 parses TypeScript through the
// `typescript` package (≤ 6), swc or babel; this repository has TypeScript 7 (the native compiler, no
// JavaScript API) and none of the others, and its fallback parser misreads most .ts/.tsx files.
import { spawnSync } from 'node:child_process';
import { globSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { alwaysIgnored, rules as repositoryRules } from './rules.mjs';

const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const biomeBin = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');

function filesOf(root, rule) {
  const exclude = [...alwaysIgnored, ...(rule.ignore ?? [])];
  const files = new Set();
  for (const pattern of rule.files) {
    for (const file of globSync(pattern, { cwd: root, exclude })) if (SOURCE_FILE.test(file)) files.add(file);
  }
  return [...files].sort();
}

function biomeConfig(rule) {
  return {
    root: true,
    vcs: { enabled: false },
    formatter: { enabled: false },
    assist: { enabled: false },
    files: { ignoreUnknown: true },
    linter: {
      enabled: true,
      rules: {
        preset: 'none',
        style: {
          noRestrictedImports: {
            level: 'error',
            options: { patterns: [{ group: rule.forbid, message: `[${rule.name}] ${rule.message}` }] },
          },
        },
      },
    },
  };
}

/**
 * Runs every rule over the tree at `root`; `ok` is false when any import breaks one. `output` is Biome's
 * report of the broken ones, each message starting with the rule's name.
 */
export function checkBoundaries({ root, rules = repositoryRules }) {
  const configDir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  const failed = [];
  let output = '';
  try {
    rules.forEach((rule, index) => {
      const files = filesOf(root, rule);
      if (files.length === 0) return;
      const configPath = join(configDir, `rule-${index}.json`);
      writeFileSync(configPath, JSON.stringify(biomeConfig(rule)));
      const run = spawnSync(process.execPath, [biomeBin, 'lint', `--config-path=${configPath}`, '--max-diagnostics=none', '--colors=off', ...files], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      if (run.error) throw run.error;
      if (run.status !== 0) {
        failed.push(rule.name);
        output += `${run.stdout}${run.stderr}`;
      }
    });
  } finally {
    rmSync(configDir, { recursive: true, force: true });
  }
  return { ok: failed.length === 0, failed, output };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(fileURLToPath(import.meta.url), '../../..'));
  const { ok, failed, output } = checkBoundaries({ root });
  if (ok) {
    console.log(`import boundaries: ${repositoryRules.length} rules hold`);
  } else {
    process.stdout.write(output);
    console.error(`import boundaries broken: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}
