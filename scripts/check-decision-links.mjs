// Keeps the pointers of comments readable for a newcomer: a comment says why, or points at the
// decision that does by its heading (docs/decisions.md and the heading in double quotes); never at
// an issue number, which means nothing to someone who was not there. Two kinds of finding:
// - the word "issue" (or "issues") followed by a number, in a comment of a source file, in a test
//   or describe title, or in the text of a Markdown file;
// - a pointer at docs/decisions.md (in a comment or a Markdown file, possibly wrapped over several
//   comment lines) whose quoted text is neither a heading of docs/decisions.md nor the start of one
//   up to a word's end (the start "One service worker" names the heading that goes on after it).
// Run: node scripts/check-decision-links.mjs [root]   (exit 1 and one line per finding)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'coverage', 'test-results', 'playwright-report']);
const ISSUE = /\bissues?[\s#-]*\d+/i;
const POINTER = /docs\/decisions\.md,?\s+"([^"]+)"/g;
const TEST_CALLS = new Set(['it', 'test', 'describe', 'suite', 'bench']);

/** The `## ` headings of docs/decisions.md, whitespace collapsed. */
export function decisionHeadings(root) {
  const text = fs.readFileSync(path.join(root, 'docs/decisions.md'), 'utf8');
  return text.split('\n').filter((l) => l.startsWith('## ')).map((l) => squash(l.slice(3)));
}

/** Whether a pointer's text names a heading: the heading itself, or its start up to a word's end. */
export function namesHeading(name, headings) {
  const wanted = squash(name);
  return headings.some((h) => h === wanted || (h.startsWith(wanted) && /^[\s:;,.(—–-]/.test(h.slice(wanted.length))));
}

/** Every finding under `root`: `{ file, line, message }`, file relative to root. */
export function checkDecisionLinks(root) {
  const headings = decisionHeadings(root);
  const findings = [];
  for (const file of filesUnder(root)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!/issue|decisions\.md/i.test(text)) continue; // nothing to find: spare the parse
    const rel = path.relative(root, file).split(path.sep).join('/');
    const blocks = file.endsWith('.md') ? [{ line: 1, lines: text.split('\n') }]
      : file.endsWith('.css') ? cssComments(text) : scriptComments(file, text, rel, findings);
    for (const block of blocks) checkBlock(block, rel, headings, findings);
  }
  return findings;
}

function squash(text) {
  return text.replace(/\s+/g, ' ').trim();
}

function* filesUnder(root) {
  const top = ['apps', 'packages', 'scripts', 'docs'].map((d) => path.join(root, d)).filter((d) => fs.existsSync(d));
  const files = fs.readdirSync(root).filter((f) => SOURCE.test(f) || f.endsWith('.md')).map((f) => path.join(root, f));
  yield* files;
  for (const dir of top) yield* walk(dir);
}

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (SOURCE.test(entry.name) || entry.name.endsWith('.css') || entry.name.endsWith('.md')) yield full;
  }
}

/** A comment block's lines without their comment marks, joined; a finding names the line it starts on. */
function checkBlock({ line, lines }, rel, headings, findings) {
  const starts = [];
  let joined = '';
  for (const l of lines) {
    starts.push(joined.length);
    joined += l.replace(/^\s*(?:\/\*+|\*\/|\*(?!\/)|\/\/+)?/, '').replace(/\*+\/\s*$/, '') + ' ';
  }
  const lineAt = (index) => line + starts.findLastIndex((s) => s <= index);
  const issue = new RegExp(ISSUE.source, 'gi');
  for (const m of joined.matchAll(issue)) {
    findings.push({ file: rel, line: lineAt(m.index), message: `"${m[0]}": say what the rule is, or point at its decision` });
  }
  for (const m of joined.matchAll(POINTER)) {
    if (!namesHeading(m[1], headings)) {
      findings.push({ file: rel, line: lineAt(m.index), message: `docs/decisions.md has no heading "${squash(m[1])}"` });
    }
  }
}

function lineOf(text, pos) {
  let n = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < pos; i = text.indexOf('\n', i + 1)) n += 1;
  return n;
}

/** The comments of a CSS file (strings skipped), each as a block. */
function cssComments(text) {
  const blocks = [];
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"' || c === "'") {
      for (i += 1; i < text.length && text[i] !== c && text[i] !== '\n'; i += 1) if (text[i] === '\\') i += 1;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      blocks.push({ line: lineOf(text, i), lines: text.slice(i, stop).split('\n') });
      i = stop - 1;
    }
  }
  return blocks;
}

/**
 * The comments of a script, found through TypeScript's parser (so `//` inside a string, a template
 * or a regular expression is not one), with consecutive line comments joined into one block. Test
 * and describe titles with an issue number are findings of their own.
 */
function scriptComments(file, text, rel, findings) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.jsx') ? ts.ScriptKind.JSX
    : /\.[cm]?ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const ranges = new Map();
  const jsxTexts = [];
  const note = (list) => { for (const r of list ?? []) ranges.set(r.pos, r); };
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.JsxText) {
      jsxTexts.push(node);
      return;
    }
    note(ts.getLeadingCommentRanges(text, node.pos));
    note(ts.getTrailingCommentRanges(text, node.end));
    if (ts.isCallExpression(node)) checkTitle(node, source, rel, findings);
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  // Text of JSX that merely looks like a comment (`<p>// …</p>`) is not one.
  for (const jsx of jsxTexts) for (const pos of ranges.keys()) if (pos >= jsx.pos && pos < jsx.end) ranges.delete(pos);
  const blocks = [];
  let last = null;
  for (const r of [...ranges.values()].sort((a, b) => a.pos - b.pos)) {
    const lines = text.slice(r.pos, r.end).split('\n');
    const line = lineOf(text, r.pos);
    const single = r.kind === ts.SyntaxKind.SingleLineCommentTrivia;
    if (single && last?.single && line === last.line + last.lines.length && /^[ \t]*\n[ \t]*$/.test(text.slice(last.end, r.pos))) {
      last.lines.push(...lines);
      last.end = r.end;
    } else {
      last = { line, lines, single, end: r.end };
      blocks.push(last);
    }
  }
  return blocks;
}

function checkTitle(call, source, rel, findings) {
  let callee = call.expression;
  while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee)) callee = callee.expression;
  if (!ts.isIdentifier(callee) || !TEST_CALLS.has(callee.text)) return;
  const title = call.arguments[0];
  if (!title || !(ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title))) return;
  const m = ISSUE.exec(title.text);
  if (m) {
    const line = source.getLineAndCharacterOfPosition(title.getStart(source)).line + 1;
    findings.push({ file: rel, line, message: `test title "${m[0]}": name what it tests` });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const findings = checkDecisionLinks(root);
  for (const f of findings) console.log(`${f.file}:${f.line}: ${f.message}`);
  if (findings.length) {
    console.log(`${findings.length} finding(s): comments point at docs/decisions.md "Heading text", never at an issue number`);
    process.exit(1);
  }
  console.log('decision links: no issue numbers in comments, every docs/decisions.md pointer names a heading');
}
