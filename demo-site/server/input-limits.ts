import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

// How much a request may send: every route's body limit, derived from its body schema. The
// global 1 MB is only a fallback; a form of a few fields takes a few KB, so a 1 MB body of one
// field never reaches a parser, a validator or a pattern. Routes that take more (uploads) give
// their own `bodyLimit`, which is kept.

/** A route without a body schema (a POST whose input is its path or query). */
const NO_SCHEMA_BYTES = 4 * 1024;
/** JSON braces, a form's `&`s and the like, once per body. */
const BODY_OVERHEAD_BYTES = 1024;
/**
 * The most bytes one character of a field can take on the wire: a character outside the BMP
 * written `\uD83D\uDE00` in JSON, or `%F0%9F%98%80` in a form, is 12 bytes.
 */
const BYTES_PER_CHAR = 12;
/** A field of any type (`Type.Unknown()`: the dev simulators' free-form fields). */
const UNKNOWN_FIELD_BYTES = 8 * 1024;
/**
 * The most any form may send (the application form: some 45 fields of up to 2 000 characters;
 * a need's parameters): every field at its longest in plain text fits, not in the widest
 * spelling of every character at once.
 */
export const LARGEST_FORM_BYTES = 256 * 1024;

interface SchemaNode {
  type?: string | string[];
  maxLength?: number;
  properties?: Record<string, SchemaNode>;
}

/**
 * The largest body a route's body schema lets through, rounded up to whole KB: every field at
 * its `maxLength`, each character at its longest spelling, at most `LARGEST_FORM_BYTES`. A
 * field without a `maxLength` counts as a no-schema body (a free-form one 8 KB).
 */
function bodyLimitOf(body: unknown): number {
  return Math.min(fieldBytes(body), LARGEST_FORM_BYTES);
}

/** The body limit of a schema before the cap. */
export function fieldBytes(body: unknown): number {
  const node = body as SchemaNode | undefined;
  if (!node?.properties) return NO_SCHEMA_BYTES;
  let bytes = BODY_OVERHEAD_BYTES;
  for (const [key, field] of Object.entries(node.properties)) {
    const fieldBytes =
      typeof field.maxLength === 'number'
        ? field.maxLength * BYTES_PER_CHAR
        : field.type === undefined
          ? UNKNOWN_FIELD_BYTES
          : NO_SCHEMA_BYTES;
    bytes += key.length * 3 + 8 + fieldBytes;
  }
  return Math.ceil(bytes / 1024) * 1024;
}

/** A route as registered: what it takes and how much of it. */
export interface RouteInput {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  bodyLimit: number;
}

/**
 * Gives every route registered after it a body limit of its own (its `bodyLimit`, else the one
 * its body schema implies) and lists the routes with their schemas as `app.routeInputs` (the
 * tests walk every field and every limit).
 */
export function limitInput(app: FastifyInstance): void {
  const routes: RouteInput[] = [];
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= bodyLimitOf(route.schema?.body);
    for (const method of [route.method].flat() as HTTPMethods[]) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, schema: route.schema, bodyLimit: route.bodyLimit });
    }
  });
  app.decorate('routeInputs', routes);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its schema and body limit, in registration order. */
    routeInputs: ReadonlyArray<RouteInput>;
  }
}
