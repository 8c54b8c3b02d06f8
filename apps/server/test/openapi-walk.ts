import { isDeepStrictEqual } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app.ts';

/**
 * Reading the OpenAPI document (/api/docs/json) for the route walkers (bad-input.test.ts,
 * isolation.test.ts): the documented operations with their parameters and body schemas, and the
 * few JSON Schema questions the walkers ask (does this value fit? a value that fits, one that does
 * not). Only what the document says is used, so a new route is walked without touching the walkers.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** The part of JSON Schema (draft 2020-12, as zod writes it) that the document uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: Json;
}

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: Method;
  /** The documented path, parameters in braces: `/api/documents/costs/{id}/payments/{paymentId}`. */
  path: string;
  /** `GET /api/documents/costs/{id}`, for messages and tables. */
  name: string;
  summary: string;
  /** Needs the Bearer token (declares an ability). */
  secured: boolean;
  pathParams: Parameter[];
  query: Parameter[];
  headers: Parameter[];
  /** The schema of a JSON body. */
  body: JsonSchema | undefined;
  /** The media types of a file body (multipart/form-data, text/csv): an upload. */
  upload: string[];
}

interface DocumentOperation {
  summary?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Partial<Record<Lowercase<Method>, DocumentOperation>>>;
}

/** Every documented operation, in the document's order. */
export async function documentedOperations(app: App): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`no OpenAPI document: ${response.statusCode}`);
  const document = response.json<OpenApiDocument>();
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method.toLowerCase() as Lowercase<Method>];
      if (!operation) continue;
      const parameters = (operation.parameters ?? []).map((p): Parameter => ({
        name: p.name,
        in: p.in === 'path' || p.in === 'header' ? p.in : 'query',
        required: p.required === true,
        schema: p.schema ?? {},
      }));
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method,
        path,
        name: `${method} ${path}`,
        summary: operation.summary ?? '',
        secured: (operation.security ?? []).length > 0,
        pathParams: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        headers: parameters.filter((p) => p.in === 'header'),
        body: content['application/json']?.schema,
        upload: Object.keys(content).filter((type) => type !== 'application/json'),
      });
    }
  }
  return operations;
}

/**
 * The names under which the walkers' table knows a path parameter: the collection before it, after
 * the key of the parameter before it. `/api/apps/invoice/invoices/{id}/payments/{paymentId}` →
 * `invoices/{id}` for id and `invoices/{id}/payments/{paymentId}` for paymentId.
 */
export function pathParamKeys(path: string): Map<string, string> {
  const keys = new Map<string, string>();
  let context = '';
  let between: string[] = [];
  for (const segment of path.split('/').filter(Boolean)) {
    const match = /^\{(\w+)\}$/.exec(segment);
    if (!match?.[1]) {
      between.push(segment);
      continue;
    }
    const lead = context ? [context, ...between] : between.slice(-1);
    context = [...lead, segment].join('/');
    keys.set(match[1], context);
    between = [];
  }
  return keys;
}

/** The path with its parameters replaced by the given (already URL-safe) texts. */
export function fillPath(path: string, values: Readonly<Record<string, string>>): string {
  return path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for ${whole} in ${path}`);
    return value;
  });
}

// ---------------------------------------------------------------------------------------------
// Schemas

const branches = (schema: JsonSchema): JsonSchema[] => [
  ...(schema.anyOf ?? []).flatMap(branches),
  ...(schema.oneOf ?? []).flatMap(branches),
  ...(schema.anyOf || schema.oneOf ? [] : [schema]),
];

const typesOf = (schema: JsonSchema): string[] =>
  branches(schema).flatMap((b) => {
    if (b.type !== undefined) return Array.isArray(b.type) ? b.type : [b.type];
    if (b.enum) return b.enum.map((v) => (v === null ? 'null' : typeof v));
    return [];
  });

/** The kind of a leaf, for choosing values: text, a number, or anything else (enum, boolean, …). */
export function leafKind(schema: JsonSchema): 'string' | 'number' | 'other' {
  const free = branches(schema).filter((b) => b.enum === undefined && b.const === undefined);
  const types = free.flatMap((b) => (Array.isArray(b.type) ? b.type : b.type ? [b.type] : []));
  if (types.includes('string')) return 'string';
  if (types.includes('integer') || types.includes('number')) return 'number';
  return 'other';
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function hasType(value: Json, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string':
      return typeof value === 'string';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      return true;
  }
}

/**
 * Whether `value` fits `schema` as far as the schema can tell. `false` is certain (a wrong type, a
 * value outside an enum, a range or a pattern, a missing required property); `true` may still be
 * refused by a rule the document cannot express (a checksum, a date order).
 */
export function conforms(schema: JsonSchema, value: Json | undefined): boolean {
  if (value === undefined) return true;
  if (schema.anyOf) return schema.anyOf.some((b) => conforms(b, value));
  if (schema.oneOf) return schema.oneOf.some((b) => conforms(b, value));
  if (schema.allOf && !schema.allOf.every((b) => conforms(b, value))) return false;
  if (schema.enum && !schema.enum.some((e) => isDeepStrictEqual(e, value))) return false;
  if (schema.const !== undefined && !isDeepStrictEqual(schema.const, value)) return false;
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => hasType(value, type))) return false;
  }
  if (typeof value === 'string') {
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
    if (schema.minLength !== undefined && value.length < schema.minLength) return false;
    if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(value)) return false;
  }
  if (typeof value === 'number') {
    if (schema.maximum !== undefined && value > schema.maximum) return false;
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false;
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
  }
  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return false;
    if (schema.minItems !== undefined && value.length < schema.minItems) return false;
    const items = schema.items;
    if (items && !value.every((item) => conforms(items, item))) return false;
  }
  if (isObject(value)) {
    if ((schema.required ?? []).some((key) => value[key] === undefined)) return false;
    for (const [key, item] of Object.entries(value)) {
      const property = schema.properties?.[key];
      if (property) {
        if (!conforms(property, item)) return false;
      } else if (schema.additionalProperties === false) return false;
    }
  }
  return true;
}

/** Whether a query or path text fits: numbers are coerced as the server's `z.coerce.number()` does. */
export function conformsText(schema: JsonSchema, text: string): boolean {
  const types = typesOf(schema);
  const numeric = types.some((t) => t === 'integer' || t === 'number') && !types.includes('string');
  return conforms(schema, numeric ? Number(text) : text);
}

const SAMPLE_TEXTS = ['2026-11-10', '2026-11', 'PL', 'walker', '1234567890', 'a'.repeat(43)];

/** A value that fits the schema: its default, the first enum value, or a plain example. */
export function synthesize(schema: JsonSchema): Json {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.[0] !== undefined) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const chosen = options.find((b) => b.type !== 'null') ?? options[0];
    return chosen ? synthesize(chosen) : null;
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return 'walker@example.com';
      if (schema.format === 'uri') return 'https://example.com';
      const text = SAMPLE_TEXTS.find((s) => conforms(schema, s));
      return text ?? 'w'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    case 'integer':
    case 'number':
      return [1, 0, 10, schema.minimum ?? 1].find((n) => conforms(schema, n)) ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return (schema.minItems ?? 0) > 0 && schema.items ? [synthesize(schema.items)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, synthesize(property)]),
      );
    default:
      return null;
  }
}

/** A value of the wrong type for the schema, or undefined when the schema takes anything. */
export function wrongType(schema: JsonSchema): Json | undefined {
  const kind = leafKind(schema);
  const preferred: Json[] =
    kind === 'string'
      ? [12345, true, { text: 'x' }]
      : kind === 'number'
        ? ['twelve', '1e5x', true, [1]]
        : typesOf(schema).includes('array')
          ? [{ 0: 'x' }, 'list']
          : typesOf(schema).includes('object')
            ? [['x'], 'object']
            : ['maybe', 12345, null];
  return [...preferred, 12345, 'wrong', true, [], {}, null].find((value) => !conforms(schema, value));
}

/** The schema of an object property, looking through anyOf/oneOf. */
function propertySchema(schema: JsonSchema, key: string): JsonSchema | undefined {
  for (const branch of branches(schema)) {
    const property = branch.properties?.[key];
    if (property) return property;
  }
  return undefined;
}

function itemSchema(schema: JsonSchema): JsonSchema | undefined {
  return branches(schema).find((b) => b.items)?.items;
}

export type LeafPath = (string | number)[];

/**
 * A copy of `value` in which each leaf (a value that is not an object or array the schema
 * describes) is replaced by `replace(schema, value, path)` when that returns something.
 */
export function mapLeaves(
  schema: JsonSchema,
  value: Json,
  replace: (schema: JsonSchema, value: Json, path: LeafPath) => Json | undefined,
  path: LeafPath = [],
): Json {
  if (Array.isArray(value)) {
    const items = itemSchema(schema);
    if (items) return value.map((item, i) => mapLeaves(items, item, replace, [...path, i]));
  } else if (isObject(value)) {
    const entries = Object.entries(value).map(([key, item]): [string, Json] => {
      const property = propertySchema(schema, key);
      return [key, property ? mapLeaves(property, item, replace, [...path, key]) : item];
    });
    if (entries.some(([key]) => propertySchema(schema, key))) return Object.fromEntries(entries);
  }
  return replace(schema, value, path) ?? value;
}

/** The value at a path in a JSON value. */
export function valueAtPath(value: Json, path: LeafPath): Json | undefined {
  let node: Json | undefined = value;
  for (const part of path) {
    if (Array.isArray(node) && typeof part === 'number') node = node[part];
    else if (isObject(node) && typeof part === 'string') node = node[part];
    else return undefined;
  }
  return node;
}

/** A copy of `value` with the leaf at `path` set back to the one in `original`. */
export function restoreLeaf(value: Json, original: Json, path: LeafPath): Json {
  const [head, ...rest] = path;
  if (head === undefined) return original;
  if (Array.isArray(value) && Array.isArray(original) && typeof head === 'number') {
    const copy = [...value];
    const from = original[head];
    if (copy[head] !== undefined && from !== undefined) copy[head] = restoreLeaf(copy[head], from, rest);
    return copy;
  }
  if (isObject(value) && isObject(original) && typeof head === 'string') {
    const from = original[head];
    const to = value[head];
    if (to === undefined || from === undefined) return value;
    return { ...value, [head]: restoreLeaf(to, from, rest) };
  }
  return value;
}

/**
 * The object in a GET answer that a PUT body can start from: the answer itself or an object
 * nested in it (`{ contractor: {…} }`, `{ general: {…}, info: {…} }`) that has every required
 * property of the body, reduced to the body's properties.
 */
export function bodyFromAnswer(schema: JsonSchema, answer: Json): JsonObject | undefined {
  const required = schema.required ?? [];
  const properties = Object.keys(schema.properties ?? {});
  const queue: Json[] = [answer];
  for (let depth = 0; depth < 3 && queue.length > 0; depth++) {
    for (const candidate of queue.splice(0)) {
      if (!isObject(candidate)) continue;
      const keys = Object.keys(candidate);
      const fits =
        required.length > 0 ? required.every((k) => k in candidate) : properties.some((k) => k in candidate);
      if (fits) {
        return Object.fromEntries(
          properties.filter((k) => candidate[k] !== undefined).map((k) => [k, candidate[k] ?? null]),
        );
      }
      queue.push(...keys.map((k) => candidate[k] ?? null));
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Answers

/** What every refusal looks like: a JSON `{ message }` (and perhaps `errors`, `code`). */
export function refusalProblem(response: LightMyRequestResponse): string | undefined {
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) {
    return `a ${response.statusCode} that is not JSON: ${response.body.slice(0, 120)}`;
  }
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `a ${response.statusCode} with unreadable JSON`;
  }
  if (!isObject(body as Json) || typeof (body as JsonObject).message !== 'string') {
    return `a ${response.statusCode} without a message: ${response.body.slice(0, 120)}`;
  }
  if (((body as JsonObject).message as string).length === 0)
    return `a ${response.statusCode} with an empty message`;
  return undefined;
}

/** The dotted field names of a validation refusal's `errors`. */
export function refusedFields(response: LightMyRequestResponse): string[] {
  if (response.statusCode !== 400) return [];
  try {
    const errors = response.json<{ errors?: Record<string, string> }>().errors;
    return Object.keys(errors ?? {});
  } catch {
    return [];
  }
}
