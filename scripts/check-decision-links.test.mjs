// The decision-link check: the repository as it is has no finding, and a small tree with every kind
// of mistake (and every look-alike that is not one) gets exactly the findings it should.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDecisionLinks, decisionHeadings, docHeadings, namesHeading } from './check-decision-links.mjs';

const REPO = path.resolve(import.meta.dirname, '..');
const OUTSIDE = 'points outside the repository: point at docs/product.md or docs/architecture.md and a heading';

let root = '';
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function write(rel, text) {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
}

function fixture() {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'decision-links-'));
  write(
    'docs/decisions.md',
    [
      '# Decisions',
      '',
      '## Alpha rule',
      'Why alpha.',
      '',
      '## Beta: the second one',
      'Why beta.',
      '',
      'Mentions issue 4 in its text.',
      '',
    ].join('\n'),
  );
  write(
    'docs/product.md',
    [
      '# The product',
      '',
      '## Screens',
      '',
      '### Ward page /wards/{number}',
      'Text.',
      '',
      '```',
      '## Not a heading',
      '```',
      '',
    ].join('\n'),
  );
  write('docs/architecture.md', '# Architecture\n\n## Response cache\n');
  write(
    'packages/shared/src/b.ts',
    [
      '// A ward page (docs/product.md "Ward page"), its screens (docs/product.md "Screens", "Ward page" and',
      '// "Nowhere"), a block (docs/product.md "Not a heading") and the cache (docs/architecture.md',
      '// "Response cache"; docs/architecture.md "Caches").',
      '/** Spec §7: outside, as is §2 alone, and ARCHITECTURE.md "Layout"; the word architecture is not. */',
      '',
    ].join('\n'),
  );
  write(
    'packages/shared/src/b.test.ts',
    ["import { it } from 'vitest';", `it('keeps the rows (spec §2)', () => {});`, ''].join('\n'),
  );
  write(
    'apps/server/src/a.ts',
    [
      '// Fixed long ago (issue 12).',
      "export const s = 'issue 3 in a string is not a comment';",
      'const t = `// issue ${s} and // issue 9 in a template`;',
      'const r = /\\/\\/ issue 7/;',
      '/** A rule of Issues 12 and 16. */',
      'export function f() {',
      '  return [t, r];',
      '  // the last comment of a block, issue #5',
      '}',
      '// Pointed at properly (docs/decisions.md "Alpha rule"), and at the start of a heading',
      '// (docs/decisions.md "Beta"), and wrapped over lines (docs/decisions.md "Beta: the',
      '// second one").',
      '// A heading that is not there (docs/decisions.md "Gamma"), nor a part of a word (docs/decisions.md',
      '// "Alph").',
      '',
    ].join('\n'),
  );
  write(
    'apps/server/src/a.test.ts',
    [
      "import { describe, it } from 'vitest';",
      `describe('rows (issue 8)', () => {`,
      `  it('keeps the rows', () => {});`,
      `  it.each([1])('counts %s (issue 6)', () => {});`,
      '});',
      '',
    ].join('\n'),
  );
  write(
    'apps/web/src/screen.tsx',
    [
      'export const Screen = () => (',
      '  <p>// issue 2 is text of the page, not a comment</p>',
      ');',
      'export const Other = () => <div>{/* issue 11 */}</div>;',
      '',
    ].join('\n'),
  );
  write('apps/web/src/app.css', ['.a { content: "issue 3"; }', '/* ---- wards (issue 4) ---- */', ''].join('\n'));
  write('README.md', 'See docs/decisions.md "Nothing like it" for why.\n');
  write('apps/server/node_modules/dep/index.js', '// issue 99 of someone else\n');
}

describe('checkDecisionLinks', () => {
  it('finds nothing in this repository', () => {
    expect(checkDecisionLinks(REPO)).toEqual([]);
  }, 60_000);

  it('reads the headings of the real docs/decisions.md', () => {
    const headings = decisionHeadings(REPO);
    expect(headings.length).toBeGreaterThan(50);
    expect(headings).toContain('No zod on read-only screens, by rule');
  });

  it('reads the headings of every level of docs/product.md and docs/architecture.md', () => {
    expect(docHeadings(REPO, 'docs/product.md')).toEqual(
      expect.arrayContaining(['Glossary', 'Ward page /wards/{number}', 'Houses API']),
    );
    expect(docHeadings(REPO, 'docs/architecture.md')).toEqual(
      expect.arrayContaining(['Response cache', 'Query keys', 'Route-by-role test']),
    );
  });

  it('finds issue numbers in comments, titles and Markdown, and pointers that name no heading', () => {
    fixture();
    const found = checkDecisionLinks(root)
      .map((f) => `${f.file}:${f.line}: ${f.message}`)
      .sort();
    expect(found).toEqual(
      [
        'README.md:1: docs/decisions.md has no heading "Nothing like it"',
        'packages/shared/src/b.ts:1: docs/product.md has no heading "Nowhere"',
        'packages/shared/src/b.ts:2: docs/product.md has no heading "Not a heading"',
        'packages/shared/src/b.ts:3: docs/architecture.md has no heading "Caches"',
        `packages/shared/src/b.ts:4: "Spec §7" ${OUTSIDE}`,
        `packages/shared/src/b.ts:4: "§2" ${OUTSIDE}`,
        `packages/shared/src/b.ts:4: "ARCHITECTURE.md" ${OUTSIDE}`,
        `packages/shared/src/b.test.ts:2: test title "spec §2" ${OUTSIDE}`,
        'apps/server/src/a.test.ts:2: test title "issue 8": name what it tests',
        'apps/server/src/a.test.ts:4: test title "issue 6": name what it tests',
        'apps/server/src/a.ts:1: "issue 12": say what the rule is, or point at its decision',
        'apps/server/src/a.ts:13: docs/decisions.md has no heading "Gamma"',
        'apps/server/src/a.ts:13: docs/decisions.md has no heading "Alph"',
        'apps/server/src/a.ts:5: "Issues 12": say what the rule is, or point at its decision',
        'apps/server/src/a.ts:8: "issue #5": say what the rule is, or point at its decision',
        'apps/web/src/app.css:2: "issue 4": say what the rule is, or point at its decision',
        'apps/web/src/screen.tsx:4: "issue 11": say what the rule is, or point at its decision',
        'docs/decisions.md:9: "issue 4": say what the rule is, or point at its decision',
      ].sort(),
    );
  });

  it("takes a heading whole or its start up to a word's end", () => {
    const headings = ['One service worker: installable, readable offline', 'Accounts and passwords'];
    expect(namesHeading('One service worker: installable, readable offline', headings)).toBe(true);
    expect(namesHeading('One service  worker', headings)).toBe(true);
    expect(namesHeading('Accounts', headings)).toBe(true);
    expect(namesHeading('Account', headings)).toBe(false);
    expect(namesHeading('Accounts and roles', headings)).toBe(false);
  });
});
