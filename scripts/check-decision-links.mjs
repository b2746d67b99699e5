// Keeps the pointers of comments readable for a newcomer and inside the repository: a comment says
// why, or points at the document that does by its heading (docs/decisions.md, docs/product.md or
// docs/architecture.md, and the heading in double quotes); never at an issue number, which means
// nothing to someone who was not there, nor at a document the repository does not hold. Three kinds
// of finding:
// - the word "issue" (or "issues") followed by a number, in a comment of a source file, in a test
//   or describe title, or in the text of a Markdown file;
// - a pointer outside the repository ("spec" and a section sign, a bare section sign and number,
//   the design's architecture and style files by their upper-case names, the shared design or spec
//   folders), in the same places;
// - a pointer at one of the three documents (in a comment or a Markdown file, possibly wrapped over
//   several comment lines; further headings may follow it: "A", "B" and "C") whose quoted text is
//   neither a heading of that document (any level, outside code blocks) nor the start of one up to
//   a word's end (the start "One service worker" names the heading that goes on after it).
// Run: node scripts/check-decision-links.mjs [root]   (exit 1 and one line per finding)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'coverage', 'test-results', 'playwright-report']);
const ISSUE = /\bissues?[\s#-]*\d+/i;
/** The documents pointers may name, by their path under the root. */
export const DOCS = ['docs/decisions.md', 'docs/product.md', 'docs/architecture.md'];
const POINTER = /(docs\/(?:decisions|product|architecture)\.md),?\s+"([^"]+)"/g;
/** Another heading of the same document right after a pointer: `, "B"`, ` and "B"`, `, or "B"`. */
const NEXT_HEADING = /^(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)"([^"]+)"/;
/** Pointers at documents the repository does not hold (the brief's spec and design folder). */
const OUTSIDE =
  /\b[Ss]pec\s*§\s*\d*|§\s*\d+|\bARCHITECTURE(?:\.md)?\b|\bSTYLE\.md\b|\bshared\/(?:design|spec)\b|\bparish-site\.md/g;
const OUTSIDE_MESSAGE = 'points outside the repository: point at docs/product.md or docs/architecture.md and a heading';
const TEST_CALLS = new Set(['it', 'test', 'describe', 'suite', 'bench']);

/**
 * The headings (any level, code blocks aside) of a document under root, whitespace collapsed; [] when it is
 * missing.
 */
export function docHeadings(root, doc) {
  const file = path.join(root, doc);
  if (!fs.existsSync(file)) return [];
  const headings = [];
  let fenced = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced && /^#{1,6}\s/.test(line)) headings.push(squash(line.replace(/^#+/, '')));
  }
  return headings;
}

/** The headings of docs/decisions.md. */
export function decisionHeadings(root) {
  return docHeadings(root, 'docs/decisions.md');
}

/** The first outside pointer in a text, or null. */
export function outsidePointer(text) {
  return new RegExp(OUTSIDE.source).exec(text);
}

/** Whether a pointer's text names a heading: the heading itself, or its start up to a word's end. */
export function namesHeading(name, headings) {
  const wanted = squash(name);
  return headings.some((h) => h === wanted || (h.startsWith(wanted) && /^[\s:;,.(—–-]/.test(h.slice(wanted.length))));
}

/** Every finding under `root`: `{ file, line, message }`, file relative to root. */
export function checkDecisionLinks(root) {
  const headings = Object.fromEntries(DOCS.map((doc) => [doc, docHeadings(root, doc)]));
  const findings = [];
  for (const file of filesUnder(root)) {
    const text = fs.readFileSync(file, 'utf8');
    // nothing to find: spare the parse
    if (!/issue|docs\/\w+\.md|§|ARCHITECTURE|STYLE\.md|shared\/(?:design|spec)|parish-site/i.test(text)) continue;
    const rel = path.relative(root, file).split(path.sep).join('/');
    const blocks = file.endsWith('.md')
      ? [{ line: 1, lines: text.split('\n') }]
      : file.endsWith('.css')
        ? cssComments(text)
        : scriptComments(file, text, rel, findings);
    for (const block of blocks) checkBlock(block, rel, headings, findings);
  }
  return findings;
}

function squash(text) {
  return text.replace(/\s+/g, ' ').trim();
}

function* filesUnder(root) {
  const top = ['apps', 'packages', 'scripts', 'docs'].map((d) => path.join(root, d)).filter((d) => fs.existsSync(d));
  const files = fs
    .readdirSync(root)
    .filter((f) => SOURCE.test(f) || f.endsWith('.md'))
    .map((f) => path.join(root, f));
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
    findings.push({
      file: rel,
      line: lineAt(m.index),
      message: `"${m[0]}": say what the rule is, or point at its decision`,
    });
  }
  for (const m of joined.matchAll(OUTSIDE)) {
    findings.push({ file: rel, line: lineAt(m.index), message: `"${m[0].trim()}" ${OUTSIDE_MESSAGE}` });
  }
  for (const m of joined.matchAll(POINTER)) {
    const doc = m[1];
    const names = [m[2]];
    for (
      let rest = joined.slice(m.index + m[0].length), next;
      (next = NEXT_HEADING.exec(rest));
      rest = rest.slice(next[0].length)
    ) {
      names.push(next[1]);
    }
    for (const name of names) {
      if (!namesHeading(name, headings[doc])) {
        findings.push({ file: rel, line: lineAt(m.index), message: `${doc} has no heading "${squash(name)}"` });
      }
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
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.jsx')
      ? ts.ScriptKind.JSX
      : /\.[cm]?ts$/.test(file)
        ? ts.ScriptKind.TS
        : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const ranges = new Map();
  const jsxTexts = [];
  const note = (list) => {
    for (const r of list ?? []) ranges.set(r.pos, r);
  };
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
    if (
      single &&
      last?.single &&
      line === last.line + last.lines.length &&
      /^[ \t]*\n[ \t]*$/.test(text.slice(last.end, r.pos))
    ) {
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
  const line = () => source.getLineAndCharacterOfPosition(title.getStart(source)).line + 1;
  const m = ISSUE.exec(title.text);
  if (m) findings.push({ file: rel, line: line(), message: `test title "${m[0]}": name what it tests` });
  const outside = outsidePointer(title.text);
  if (outside) findings.push({ file: rel, line: line(), message: `test title "${outside[0]}" ${OUTSIDE_MESSAGE}` });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const findings = checkDecisionLinks(root);
  for (const f of findings) console.log(`${f.file}:${f.line}: ${f.message}`);
  if (findings.length) {
    console.log(
      `${findings.length} finding(s): comments point at a heading of ${DOCS.join(', ')} ("Heading text"), never ` +
        `at an issue number or outside the repository`,
    );
    process.exit(1);
  }
  console.log(
    `doc links: no issue numbers or outside pointers in comments, every pointer at ${DOCS.join(', ')} names a heading`,
  );
}
