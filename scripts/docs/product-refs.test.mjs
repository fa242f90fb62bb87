// Every «product §N» reference in the repository names a numbered heading of docs/product.md, and nothing still
// points to the old outside specification («spec §N») or to a folder outside the repository.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const root = new URL('../../', import.meta.url);
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
/** `git grep` lines (file:line:text) matching the pattern, or none. */
function grep(pattern, ...pathspecs) {
  try {
    return git('grep', '-n', '-I', '-E', pattern, '--', ...pathspecs)
      .split('\n')
      .filter(Boolean);
  } catch {
    return [];
  }
}

const headings = new Set(
  readFileSync(new URL('docs/product.md', root), 'utf8')
    .split('\n')
    .map((line) => /^#{2,4} (\d+(?:\.\d+)*)\.? /.exec(line)?.[1])
    .filter(Boolean),
);

test('docs/product.md has numbered headings', () => {
  assert.ok(headings.has('1') && headings.has('9'), 'sections 1 to 9 are numbered');
});

test('every «product §N» names a numbered heading of docs/product.md', () => {
  const unresolved = [];
  for (const line of grep('[Pp]roduct §[0-9]')) {
    for (const match of line.matchAll(/[Pp]roduct §(\d+(?:\.\d+)*)/g)) {
      if (!headings.has(match[1])) unresolved.push(`${line.split(':').slice(0, 2).join(':')} → §${match[1]}`);
    }
  }
  assert.deepEqual(unresolved, []);
});

test('no comment points to the outside specification, no path leaves the repository', () => {
  assert.deepEqual(grep('\\b[Ss]pec §[0-9]', ':!scripts/docs/'), []);
  assert.deepEqual(grep('\\.\\./shared', ':!.ci/', ':!scripts/docs/'), []);
});
