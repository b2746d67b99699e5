// A name or number put into a Malayalam sentence never takes a case ending after a hyphen
// ("യൂണിറ്റ്-ലേക്ക്", "ആഗ്നസ്-ന്റെ", "1:47 AM-ന്-ലെ"): the sentence is written around it instead
// ("… എന്ന വാർഡിലേക്ക്", or a colon form "പകർപ്പ്: 1:47 AM"). See docs/decisions.md
// "Names in Malayalam sentences". Every message catalogue of the web, the shared rules and the server.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(__dirname, '..', '..', '..', '..');
const roots = ['apps/web/src', 'packages/shared/src', 'apps/server/src'].map((r) => join(repo, r));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** A placeholder, or a text added to one, followed by a hyphen and a Malayalam ending. */
const HYPHENATED = [/\}-\p{Script=Malayalam}/u, /\+\s*['"`]-\p{Script=Malayalam}/u];

function hyphenatedEndings(text: string): string[] {
  return text.split('\n').filter((line) => HYPHENATED.some((re) => re.test(line)));
}

describe('Malayalam case endings', () => {
  it('finds the hyphenated forms it is meant to refuse', () => {
    for (const bad of [
      '`${ward}-ലേക്ക് മാറ്റി`',
      '`${name}-ന്റെ വിവരങ്ങൾ`',
      '`${when}-ലെ പകർപ്പ്`',
      '`${n}-ൽ കൂടുതൽ`',
      "name + '-ന്'",
    ]) {
      expect(hyphenatedEndings(bad), bad).toHaveLength(1);
    }
    const fine = '`${ward} എന്ന വാർഡിലേക്ക് മാറ്റി`, `പകർപ്പ്: ${when}`, `${name} - വിളിക്കുക`';
    expect(hyphenatedEndings(fine)).toEqual([]);
  });

  it('never follow a placeholder with a hyphen in any message', () => {
    const files = roots.flatMap(sources);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      hyphenatedEndings(readFileSync(file, 'utf8')).map((line) => `${relative(repo, file)}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
