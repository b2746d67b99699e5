// No import cycles in the source trees: a cycle makes a module's value depend on the order its
// importers happen to load in. It replaces eslint-plugin-import's no-cycle, which resolved every
// file's imports again for each file (41 of ESLint's 43 s): here each file is parsed once, its
// runtime imports resolved once, and the graph searched once (Tarjan's strongly connected parts).
// What counts as an edge: `import … from`, `export … from`, a bare `import '…'` and `import('…')`
// of a relative path or of @parish/shared/*; `import type` and `export type` are erased at build
// time and do not count; packages from node_modules do not either.
// docs/decisions.md "A test suite that runs in ten minutes"
// Run: node scripts/check-cycles.mjs [root]   (exit 1 and one line per cycle)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The trees whose imports are checked, relative to the repository root. */
export const TREES = [
  'packages/shared/src',
  'apps/server/src',
  'apps/server/bench',
  'apps/web/src',
  'apps/web/sw',
  'apps/web/e2e',
];
const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];
const SHARED = '@parish/shared/';

/** Every cycle under `root`, each as the list of its files (relative to root), smallest first. */
export function findCycles(root) {
  const files = TREES.flatMap((tree) => [...walk(path.join(root, tree))]);
  const known = new Set(files);
  const edges = new Map(
    files.map((file) => [
      file,
      runtimeImports(file)
        .map((spec) => resolve(root, file, spec, known))
        .filter(Boolean),
    ]),
  );
  return stronglyConnected(files, edges)
    .filter((part) => part.length > 1 || edges.get(part[0]).includes(part[0]))
    .map((part) => orderAsCycle(part, edges).map((f) => path.relative(root, f).split(path.sep).join('/')))
    .sort((a, b) => a.length - b.length || a[0].localeCompare(b[0]));
}

function* walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

/** The module specifiers a file loads at run time. */
export function runtimeImports(file) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const specs = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) specs.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly)
      specs.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteralLike(node.arguments[0] ?? {})
    ) {
      specs.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specs;
}

function resolve(root, from, spec, known) {
  const base = spec.startsWith('.')
    ? path.resolve(path.dirname(from), spec)
    : spec.startsWith(SHARED)
      ? path.join(root, 'packages/shared/src', spec.slice(SHARED.length))
      : null;
  if (!base) return null;
  return EXTENSIONS.map((ext) => base + ext).find((candidate) => known.has(candidate)) ?? null;
}

/** Tarjan's algorithm, iterative (a deep import chain must not overflow the stack). */
function stronglyConnected(nodes, edges) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const parts = [];
  let next = 0;
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const targets = edges.get(node);
      if (i < targets.length) {
        frame[1] += 1;
        const target = targets[i];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const part = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          part.push(member);
        } while (member !== node);
        parts.push(part);
      }
    }
  }
  return parts;
}

/** One way round a strongly connected part, from its first file back to it (shortest, by search). */
function orderAsCycle(part, edges) {
  const inPart = new Set(part);
  const start = [...part].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const target of edges.get(node)) {
      if (target === start) {
        const cycle = [];
        for (let at = node; at !== null; at = previous.get(at)) cycle.unshift(at);
        return cycle;
      }
      if (inPart.has(target) && !previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return part;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const cycles = findCycles(root);
  for (const cycle of cycles) console.log(`import cycle: ${[...cycle, cycle[0]].join(' → ')}`);
  if (cycles.length) {
    console.log(`${cycles.length} import cycle(s): move what both sides need into a module both import`);
    process.exit(1);
  }
  console.log('import cycles: none');
}
