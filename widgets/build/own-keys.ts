import { type Plugin, parseAst } from 'vite';

// A partner's page may have added properties to Object.prototype or Array.prototype (an old
// library, a polyfill, a bug); code we ship must not take them for its own. Two ways it would:
// a `for…in` loop visits inherited keys (Preact's props loops set them as attributes on every
// element; the bundler's namespace helper made getters of them: "Getter must be a function"),
// and a property descriptor written as an object literal reads an inherited `get`, `set` or
// `value` (`Object.prototype.get = 'x'` makes `{ value }` an invalid descriptor). This step
// rewrites both in every module of the embed, libraries and the bundler's runtime included;
// `tests/package/own-keys.test.ts` walks the built files for any that is left.

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** The keys a property descriptor may have. */
const DESCRIPTOR_KEYS = new Set(['value', 'writable', 'get', 'set', 'enumerable', 'configurable']);

/** `a` or `a.b.c` (no call, nothing computed): safe to read twice. */
function plainReference(node: Node): boolean {
  if (node.type === 'Identifier') return true;
  if (node.type !== 'MemberExpression' || node.computed) return false;
  return plainReference(node.object as Node);
}

/** The loop's variable, when it is a plain name (`for (x in …)`, `for (var x in …)`). */
function loopVariable(left: Node): string | null {
  if (left.type === 'Identifier') return left.name as string;
  const declared = (left.declarations as Node[] | undefined)?.[0]?.id as Node | undefined;
  return declared?.type === 'Identifier' ? (declared.name as string) : null;
}

/** `{ get, enumerable }`: an object literal of descriptor keys only, without `__proto__`. */
function openDescriptor(node: Node | undefined): boolean {
  if (node?.type !== 'ObjectExpression') return false;
  const properties = node.properties as Node[];
  return (
    properties.length > 0 &&
    properties.every((p) => {
      const key = p.key as Node | undefined;
      return p.type === 'Property' && !p.computed && DESCRIPTOR_KEYS.has(key?.name as string);
    })
  );
}

/**
 * The loops an inherited key cannot change, left as they are (each guard costs bytes in the
 * runtime every widget downloads): their body as the library's file has it (`source`) and as the
 * built file has it (`built`), and why. `tests/package/own-keys.test.ts` accepts these only.
 */
export const HARMLESS_LOOPS: Array<{
  /** The library file (its module id) and the built file (under dist/embed/) it is in. */
  module: RegExp;
  file: RegExp;
  source: RegExp;
  built: RegExp;
  reason: string;
}> = [
  {
    module: /\/preact\/(jsx-runtime\/)?dist\//,
    file: /^chunks\/runtime-/,
    source: /^void 0===\w+\[\w+\]&&\(\w+\[\w+\]=[\w.]+\[\w+\]\)/,
    built: /^\w+\[\w+\]===void 0&&\(\w+\[\w+\]=[\w.]+\[\w+\]\)/,
    reason:
      "Preact's defaultProps fill: copies a default only where the props' value is undefined, and an inherited key's value there is the inherited one",
  },
  {
    module: /\/preact\/dist\//,
    file: /^chunks\/runtime-/,
    source: /^\w+\[\w+\]=\w+\[\w+\];return \w+\}/,
    built: /^\w+\[\w+\]=\w+\[\w+\];return \w+\}/,
    reason:
      "Preact's assign: copies vnodes, state and context objects, whose keys Preact and the widgets read by name (cloneElement, which would copy props with it, is not in the build)",
  },
  {
    module: /\/preact\/(jsx-runtime\/)?dist\/|\/react-on-preact\/dom\.ts$/,
    file: /^chunks\/runtime-/,
    // createElement's and jsx's props copies (`key`, `ref` taken out), Preact's diff of a DOM
    // element's old and new props, our props normalization (widgets/react-on-preact/dom.ts)
    source:
      /^(\{?"(key|ref)"==\w+\?|\w+=\w+\[\w+\],"(dangerouslySetInnerHTML|children)"==\w+|\{\s*let value = props\[name\];)/,
    built:
      /^(\{?\w+==`(key|ref)`\?|\w+=\w+\[\w+\],\w+==`(dangerouslySetInnerHTML|children)`|\{let \w+=\w+\[\w+\],\w+=\w+\.toLowerCase\(\))/,
    reason:
      "Preact's props: a key reaches the DOM only when its new value differs from the old props' (or, removed, is not `in` the new props), and an inherited key has the same inherited value on both (the first render's old props, EMPTY_OBJ, inherit it too): checked in Chromium, Object.prototype.inert = true left no element inert without these guards. The new style's loop, whose first render has no old style to compare with, stays guarded",
  },
  {
    module: /\/preact\/dist\//,
    file: /^chunks\/runtime-/,
    source: /^\w+&&\w+ in \w+\|\|\w+\(\w+\.style,\w+,""\)/,
    built: /^\w+&&\w+ in \w+\|\|\w+\(\w+\.style,\w+,``\)/,
    reason:
      "Preact's removal of the old style's keys: an inherited key is `in` the new style too, and without a new style it clears an inline property no code of ours set (the new style's loop, which sets them, stays guarded)",
  },
];

/** Whether a loop's body starts by checking that the key is the object's own. */
function ownCheck(body: Node, source: string): boolean {
  // without white space first: one pattern of no ambiguous repeats (linear-time, as every
  // regular expression of the product: core/validation/redos.test.ts)
  const start = source.slice(body.start, body.start + 120).replace(/\s+/g, '');
  return /^\{?(?:if\(!?)?\(?(?:Object\.hasOwn\(|[\w$]+(?:\.[\w$]+)*\.hasOwnProperty\b)/.test(start);
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const n = node as Node;
  if (typeof n.type === 'string') visit(n);
  for (const key of Object.keys(n)) if (key !== 'type') walk(n[key], visit);
}

/** Rewrites a module's `for…in` loops to skip inherited keys and its descriptors to have none. */
export function ownKeysSource(code: string, id = 'module.js'): string {
  const harmless = HARMLESS_LOOPS.filter((loop) => loop.module.test(id.replaceAll('\\', '/')));
  if (!/\bin\b|defineProperty/.test(code)) return code;
  const edits: Array<{ at: number; text: string }> = [];
  walk(parseAst(code, { lang: /\.[cm]?tsx?$/.test(id) ? 'ts' : 'js' }), (node) => {
    if (node.type === 'ForInStatement') {
      const name = loopVariable(node.left as Node);
      // `for (k in a = {}, b)` (minified): the object is the sequence's last expression
      const iterated = node.right as Node;
      const right =
        iterated.type === 'SequenceExpression'
          ? (iterated.expressions as Node[]).at(-1)!
          : iterated;
      const body = node.body as Node;
      if (!name || !plainReference(right) || ownCheck(body, code)) return;
      const start = code.slice(body.start, body.start + 200);
      if (harmless.some((loop) => loop.source.test(start))) return;
      const object = code.slice(right.start, right.end);
      edits.push({ at: body.start, text: `{if(!Object.hasOwn(${object},${name}))continue;` });
      edits.push({ at: body.end, text: '}' });
    } else if (node.type === 'CallExpression') {
      // defineProperty(o, k, descriptor); create(p, { k: descriptor }), defineProperties(o, …)
      const [, second, third] = node.arguments as Node[];
      const map = second?.type === 'ObjectExpression' ? (second.properties as Node[]) : [];
      const descriptors = [third, ...map.map((p) => p.value as Node | undefined)];
      for (const descriptor of descriptors.filter(openDescriptor)) {
        edits.push({ at: descriptor!.start + 1, text: '__proto__:null,' });
      }
    }
  });
  let out = code;
  for (const edit of edits.sort((a, b) => b.at - a.at)) {
    out = out.slice(0, edit.at) + edit.text + out.slice(edit.at);
  }
  return out;
}

/** Build step for the embed: `ownKeysSource` over every module (after TypeScript is stripped). */
export function ownKeys(): Plugin {
  return {
    name: 'sztx-own-keys',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!)) return null;
      const out = ownKeysSource(code, id.split('?')[0]);
      return out === code ? null : { code: out, map: null };
    },
  };
}
