// The import-cycle check (npm run lint runs it over the repository): a small tree gets exactly the
// cycles it holds (runtime imports of every form count, type-only imports and packages do not).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles } from './check-cycles.mjs';

let root = '';
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function tree(files) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

describe('findCycles', () => {
  it('names a cycle of static imports, one way round, from its first file', () => {
    const cycles = findCycles(
      tree({
        'apps/web/src/a.ts': "import { b } from './b.ts';\nexport const a = () => b;",
        'apps/web/src/b.ts': "import { c } from './lib/c';\nexport const b = c;",
        'apps/web/src/lib/c.ts': "import { a } from '../a.ts';\nexport const c = a;",
        'apps/web/src/d.ts': "import { a } from './a.ts';\nexport const d = a;",
      }),
    );
    expect(cycles).toEqual([['apps/web/src/a.ts', 'apps/web/src/b.ts', 'apps/web/src/lib/c.ts']]);
  });

  it('counts re-exports, bare imports, dynamic imports and @parish/shared; a file importing itself', () => {
    const cycles = findCycles(
      tree({
        'packages/shared/src/x.ts': "export * from './y.ts';",
        'packages/shared/src/y.ts': "import '@parish/shared/x';",
        'apps/server/src/p.ts': "export const load = () => import('./q');",
        'apps/server/src/q.tsx': "export { load } from './p';",
        'apps/web/sw/self.ts': "import './self.ts';",
      }),
    );
    expect(cycles).toEqual([
      ['apps/web/sw/self.ts'],
      ['apps/server/src/p.ts', 'apps/server/src/q.tsx'],
      ['packages/shared/src/x.ts', 'packages/shared/src/y.ts'],
    ]);
  });

  it('leaves out type-only imports and exports, packages, and files outside the checked trees', () => {
    const cycles = findCycles(
      tree({
        'apps/web/src/a.ts': "import type { B } from './b.ts';\nimport React from 'react';\nexport type A = B;",
        'apps/web/src/b.ts': "export type { A } from './a.ts';\nimport { a } from './a.ts';\nexport type B = typeof a;",
        'apps/web/dist/c.js': "import './d.js';",
        'apps/web/dist/d.js': "import './c.js';",
      }),
    );
    expect(cycles).toEqual([]);
  });
});
