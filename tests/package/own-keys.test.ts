// @vitest-environment node
// Nothing in the embed build takes a property a page added to Object.prototype for its own
// (widgets/build/own-keys.ts, docs/security.md): every `for…in` loop of every built file checks
// that its key is the object's own, or is one of HARMLESS_LOOPS (with the reason), and no
// property descriptor written as an object literal inherits `get`, `set` or `value`. A bundler
// or library update that brings an unguarded loop back fails here, not on a partner's page.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { HARMLESS_LOOPS, ownKeysSource } from '../../widgets/build/own-keys';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EMBED = join(ROOT, 'dist/embed');

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function walk(node: unknown, visit: (node: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (typeof (node as Node).type === 'string') visit(node as Node);
  for (const [key, child] of Object.entries(node)) if (key !== 'type') walk(child, visit);
}

/** `Object.hasOwn(o, k)`, `o.hasOwnProperty(k)`, `hasOwnProperty.call(o, k)` on the loop's key. */
function ownTest(node: Node | undefined, key: string): boolean {
  if (!node) return false;
  if (node.type === 'UnaryExpression' && node.operator === '!')
    return ownTest(node.argument as Node, key);
  if (node.type === 'LogicalExpression' && node.operator === '&&')
    return ownTest(node.left as Node, key);
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee as Node;
  const name = callee.type === 'MemberExpression' ? (callee.property as Node).name : callee.name;
  const calleeText = JSON.stringify(callee);
  const args = node.arguments as Node[];
  const named = args.some((a) => a.type === 'Identifier' && a.name === key);
  return named && (name === 'hasOwn' || /hasOwnProperty/.test(`${name} ${calleeText}`));
}

/** Whether the loop's body starts by checking that its key is own. */
function guarded(body: Node, key: string): boolean {
  const first = body.type === 'BlockStatement' ? (body.body as Node[])[0] : body;
  if (!first) return false;
  if (first.type === 'IfStatement') return ownTest(first.test as Node, key);
  if (first.type === 'ExpressionStatement') return ownTest(first.expression as Node, key);
  return false;
}

const DESCRIPTOR_KEYS = new Set(['value', 'writable', 'get', 'set', 'enumerable', 'configurable']);
const isDescriptor = (node: Node | undefined) =>
  node?.type === 'ObjectExpression' &&
  (node.properties as Node[]).length > 0 &&
  (node.properties as Node[]).every(
    (p) => p.type === 'Property' && DESCRIPTOR_KEYS.has((p.key as Node).name as string),
  );

/** The loops and descriptors of one file that read inherited properties. */
function inheritedReads(file: string, code: string): string[] {
  const found: string[] = [];
  walk(parseAst(code), (node) => {
    if (node.type === 'ForInStatement') {
      const left = node.left as Node;
      const key =
        left.type === 'Identifier'
          ? (left.name as string)
          : ((((left.declarations as Node[])[0]?.id as Node)?.name as string) ?? '');
      const body = node.body as Node;
      const start = code.slice(body.start, body.start + 200);
      const allowed = HARMLESS_LOOPS.some((l) => l.file.test(file) && l.built.test(start));
      if (!guarded(body, key) && !allowed)
        found.push(`${file}: ${code.slice(node.start, node.start + 100)}`);
    } else if (node.type === 'CallExpression') {
      const [, second, third] = node.arguments as Node[];
      const map = second?.type === 'ObjectExpression' ? (second.properties as Node[]) : [];
      for (const descriptor of [third, ...map.map((p) => p.value as Node)]) {
        if (isDescriptor(descriptor))
          found.push(`${file}: ${code.slice(descriptor!.start, descriptor!.start + 80)}`);
      }
    }
  });
  return found;
}

const builtFiles = () =>
  readdirSync(EMBED, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => relative(EMBED, join(EMBED, file)).replaceAll('\\', '/'));

describe('the embed build reads own properties only', () => {
  // dist/ rebuilt when a source is newer (as `npm run test:size` does)
  beforeAll(() => {
    // (a failed build's output in the error; another file's build is waited for)
    execFileSync(process.execPath, ['demo-site/build-if-stale.mjs'], { cwd: ROOT, stdio: 'pipe' });
  }, 300_000);

  it('guards every for…in loop and gives every descriptor literal no prototype', () => {
    const files = builtFiles();
    expect(files.length).toBeGreaterThan(20);
    let loops = 0;
    const found: string[] = [];
    for (const file of files) {
      const code = readFileSync(join(EMBED, file), 'utf8');
      loops += code.match(/\bfor\s*\([^;)]*?\bin\b/g)?.length ?? 0;
      found.push(...inheritedReads(file, code));
    }
    expect(loops, 'the built files have for…in loops to check').toBeGreaterThan(10);
    expect(found).toEqual([]);
  });

  it('every allowed loop still exists in the build (a stale entry is removed)', () => {
    const code = new Map(builtFiles().map((f) => [f, readFileSync(join(EMBED, f), 'utf8')]));
    for (const loop of HARMLESS_LOOPS) {
      const present = [...code].some(
        ([file, text]) =>
          loop.file.test(file) &&
          [...text.matchAll(/\bfor\s*\([^)]*?\bin\b[^)]*\)/g)].some((m) =>
            loop.built.test(text.slice(m.index + m[0].length, m.index + m[0].length + 200)),
          ),
      );
      expect(present, loop.reason).toBe(true);
    }
  });

  it('finds what it looks for: an unguarded loop and a descriptor with a prototype', () => {
    const code =
      'for (var k in o) t[k] = o[k]; Object.defineProperty(t, Symbol.toStringTag, { value: "M" });';
    expect(inheritedReads('chunks/x.js', code)).toHaveLength(2);
    expect(inheritedReads('chunks/x.js', ownKeysSource(code))).toEqual([]);
  });
});
