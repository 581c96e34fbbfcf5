import type { FastifyError } from 'fastify';
import { Type } from 'typebox';
import { ApiFailure, MSG } from '../envelope.js';

// Shared pieces of the route schemas. A schema node may carry `msg`: the message a request
// refused by that node gets (else `參數 <name> 無效`). Refusals answer like a handler's
// `ApiFailure('400', msg)`: HTTP 200, envelope code '400' (with `sucess: false` on routes
// whose config says `flagged`).

/** Digits, not zero (leading zeros allowed); `maxLength` keeps it to 12. */
const ID_PATTERN = '^0*[1-9][0-9]*$';

/**
 * A positive integer id spelled in a path or a body, the one way the server reads an id: the
 * handler reads it with `Number()`. Private routes need no later check: the rights hook
 * (preValidation) answers 401/403 before the schema refuses a bad id.
 */
export function Id(name = 'id') {
  return Type.String({ maxLength: 12, pattern: ID_PATTERN, msg: `參數 ${name} 無效` });
}

/** Params of the `/…/:id` routes. */
export const IdParams = Type.Object({ id: Id() });

// Every string of every route schema has a `maxLength` (input-limits.test.ts walks them): the
// validator checks it before any `pattern`, and a handler never reads an unbounded text.

/** Longest text of a field without a limit of its own. */
const TEXT_MAX = 200;

/**
 * An optional query parameter or body field as text of at most `max` characters (a longer one
 * answers `msg`, else `參數 <name> 過長（最多 <max> 字）`). Numbers in JSON bodies arrive as
 * their text (the validator coerces); a repeated query key keeps its first value (app.ts).
 */
export function TextUpTo(max: number, msg?: string) {
  return Type.Optional(Type.String({ maxLength: max, ...(msg ? { msg } : {}) }));
}

/** An optional text field of a sane length. */
export const Text = TextUpTo(TEXT_MAX);

/** Longest path parameter: the router refuses longer ones first (`maxParamLength`). */
const PARAM_MAX = 100;

/** A path parameter as text. */
export function Param(opts: { pattern?: string; msg?: string } = {}) {
  return Type.String({ maxLength: PARAM_MAX, ...opts });
}

/** `start`, `limit` and `searchJson` of the list calls (checked and parsed by validation.ts). */
export const ListQuery = Type.Object({
  start: TextUpTo(20),
  limit: TextUpTo(20),
  searchJson: TextUpTo(1000),
});

/** Keyword the validator accepts on schema nodes (app.ts hands it to Ajv). */
const MSG_KEYWORD = 'msg';

/** app.ts's options for Fastify's Ajv (input-limits.test.ts compiles the schemas with them). */
export const AJV_OPTIONS = { verbose: true, keywords: [MSG_KEYWORD] };

/** The business failure for a request the route's schema refused. */
export function schemaFailure(err: FastifyError, flagged: boolean): ApiFailure {
  const first = err.validation?.[0];
  const own: unknown = first ? Reflect.get(Reflect.get(first, 'parentSchema') ?? {}, 'msg') : '';
  if (typeof own === 'string' && own) return new ApiFailure('400', own, flagged);
  const missing = first?.params.missingProperty;
  const name = typeof missing === 'string' ? missing : (first?.instancePath.split('/').pop() ?? '');
  const limit = first?.keyword === 'maxLength' ? first.params.limit : undefined;
  if (name && typeof limit === 'number') {
    return new ApiFailure('400', `參數 ${name} 過長（最多 ${limit} 字）`, flagged);
  }
  return new ApiFailure('400', name ? `參數 ${name} 無效` : MSG.badRequest, flagged);
}

/** First value of each key: node's parser turns repeated keys into arrays. */
export function firstValues(query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(query)) {
    out[key] = Array.isArray(value) ? value[0] : value;
  }
  return out;
}
