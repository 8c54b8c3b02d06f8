import { isDeepStrictEqual } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { nbpDataForCompensation } from '../src/modules/debt/test-helpers.ts';
import { FAKE_GUS_VALID_KEY, startFakeGusServer } from './fakes/fake-gus-server.ts';
import { startFakeNbpServer } from './fakes/fake-nbp-server.ts';
import { startFakeSmsServer } from './fakes/fake-sms-server.ts';
import { startFakeSmtpServer } from './fakes/fake-smtp-server.ts';
import { startFakeWhiteListServer } from './fakes/fake-white-list-server.ts';
import { multipartBody } from './multipart.ts';
import {
  conforms,
  conformsText,
  documentedOperations,
  fillPath,
  leafKind,
  mapLeaves,
  pathParamKeys,
  refusalProblem,
  refusedFields,
  restoreLeaf,
  wrongType,
  type Json,
  type JsonSchema,
  type LeafPath,
  type Operation,
} from './openapi-walk.ts';
import { bearer, createTestApp, demo, login } from './test-app.ts';
import {
  createFixture,
  getAnswers,
  PATH_PARAMS,
  pathValues,
  PDF,
  requiredQuery,
  startingBody,
  type Fixture,
} from './walk-fixture.ts';

/**
 * Issue #9, bad input: every operation of the OpenAPI document is sent invalid requests generated
 * from its own schema — wrong types, missing fields, malformed JSON, invalid path parameters, and
 * text and numbers that are hostile (NUL, emoji and RTL marks, SQL and script fragments, 100 kB,
 * -1, 2^31, 2^53, 1e308) — as the demo admin, client and accountant. Never a 5xx; a refusal is a
 * 4xx with a JSON `{ message }`; a 2xx only where the value fits the field (a search for SQL text
 * then finds exactly what a search for nonsense finds). Deterministic: no randomness at all.
 */

/** Requests generated per operation and caller (re-sends after a field-by-field refusal not counted). */
const MAX_CASES = 15;

const HUGE = 'x'.repeat(100_000);
/** Each round puts one hostile text into every text field that takes it, and one number into every number field. */
const ROUNDS: readonly { label: string; text: string; number: number }[] = [
  { label: 'NUL character', text: 'a\u0000b', number: -1 },
  { label: 'emoji and RTL', text: '😀\u202Eżółw\u202C שלום', number: 2 ** 31 },
  { label: 'SQL fragment', text: "' OR 1=1 --", number: 2 ** 53 - 1 },
  { label: 'script fragment', text: '<script>alert(1)</script>', number: 1e308 },
  { label: '100 kB text', text: HUGE, number: -0.5 },
];
const OUT_OF_RANGE_TEXTS = [HUGE, 'a\u0000b', "' OR 1=1 --"];
const OUT_OF_RANGE_NUMBERS = [-1, 1e308, 2 ** 53, -0.5, 2 ** 31];
const NUMERIC_PATH = ['0', '-1', 'abc', '99999999999999999999', '%00', String(2 ** 31)];
const TEXT_PATH = [
  'abc',
  '%00',
  '..%2F..%2Fpackage.json',
  encodeURIComponent('😀'.repeat(30)),
  encodeURIComponent("' OR 1=1 --"),
  'a'.repeat(43),
];
const SQL = "' OR 1=1 --";
/** Searched for, not stored by the rounds above (they store SQL): so it must find nothing. */
const SQL_SEARCH = "%') OR '1'='1' --";
const NO_MATCH = 'zz-walker-finds-nothing-zz';

/** Deliberate answers that the rules above would call failures. Keep it short, and say why. */
const EXCEPTIONS: readonly { operation: string; status: number; reason: string }[] = [
  {
    operation: 'POST /api/jwt/logout',
    status: 200,
    reason:
      'Logging out always succeeds (attachValidation in auth.routes.ts): a malformed refresh token ends no ' +
      'session, and the client forgets its tokens either way.',
  },
  {
    operation: 'GET /api/apps/chat/chats/{userId}',
    status: 200,
    reason:
      "Contact 0 is the company: a client's support channel (issue 24), so userId=0 is a real chat, not " +
      'an id outside the schema.',
  },
];

// ---------------------------------------------------------------------------------------------

const [gus, whiteList, nbp, sms, smtp] = await Promise.all([
  startFakeGusServer(),
  startFakeWhiteListServer(),
  startFakeNbpServer(nbpDataForCompensation()),
  startFakeSmsServer(),
  startFakeSmtpServer(),
]);
const t = await createTestApp({
  GUS_API_URL: gus.url,
  GUS_API_KEY: FAKE_GUS_VALID_KEY,
  WHITE_LIST_API_URL: whiteList.url,
  NBP_API_URL: nbp.url,
  SMS_API_URL: sms.url,
  SMS_API_TOKEN: sms.token,
  SMTP_URL: smtp.url,
  LOOKUP_TIMEOUT_MS: '2000',
  AUTH_RATE_LIMIT_PER_IP: '100000',
  AUTH_RATE_LIMIT_PER_EMAIL: '100000',
});
afterAll(async () => {
  await t.close();
  await Promise.all([gus.close(), whiteList.close(), nbp.close(), sms.close(), smtp.close()]);
  const line = (name: string) => {
    const s = stats[name];
    return s ? `${name}: ${s.operations} operations, ${s.cases} cases, ${s.requests} requests` : '';
  };
  console.info(
    `bad-input walk — ${line('admin')}; ${line('client')}; ${line('accountant')}; max ${maxCases} cases/operation`,
  );
});

const operations = await documentedOperations(t.app);
const adminHeaders = bearer((await login(t.app, demo.admin)).accessToken);
const fixture = await createFixture(t, adminHeaders, 'WALKER-BAD');

/** Answers of the GETs that PUT/PATCH bodies start from, by path. */
const answers = await getAnswers(t, operations, adminHeaders, fixture);

// ---------------------------------------------------------------------------------------------
// Requests and cases

interface WalkRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: { json: Json } | { raw: string | Buffer; contentType: string };
}

interface Case {
  label: string;
  /** `refused`: must be a 4xx. `any`: the input fits the schema, so a 2xx is fine too. */
  expect: 'refused' | 'any';
  request: WalkRequest;
  /** Hostile values the server may refuse field by field: those are put back and the case re-sent. */
  mutated?: { body: LeafPath[]; query: string[]; base: WalkRequest };
  /** A 2xx must be the same as the answer to this request (a search that finds nothing). */
  sameAs?: WalkRequest;
}

const jsonBody = (request: WalkRequest): Json | undefined =>
  request.body && 'json' in request.body ? request.body.json : undefined;

/** A request that should pass validation: the fixture's ids, required query values, a valid body. */
function baseRequest(operation: Operation, f: Fixture): WalkRequest {
  const request: WalkRequest = {
    path: pathValues(operation, f),
    query: requiredQuery(operation, f),
    headers: {},
  };
  const body = startingBody(operation, f, answers);
  if (body !== undefined) request.body = { json: body };
  return request;
}

const withQuery = (request: WalkRequest, query: Record<string, string>): WalkRequest => ({
  ...request,
  query: { ...request.query, ...query },
});
const withBody = (request: WalkRequest, body: WalkRequest['body']): WalkRequest => ({ ...request, body });

/** Sets every leaf the `choose` function has a value for; returns the request and what changed. */
function mutate(
  operation: Operation,
  base: WalkRequest,
  chooseLeaf: (schema: JsonSchema, value: Json) => Json | undefined,
  chooseText: (schema: JsonSchema) => string | undefined,
): { request: WalkRequest; body: LeafPath[]; query: string[] } {
  const body: LeafPath[] = [];
  const original = jsonBody(base);
  let json = original;
  if (operation.body && original !== undefined) {
    json = mapLeaves(operation.body, original, (schema, value, path) => {
      const chosen = chooseLeaf(schema, value);
      if (chosen !== undefined) body.push(path);
      return chosen;
    });
  }
  const query: Record<string, string> = {};
  for (const p of operation.query) {
    const chosen = chooseText(p.schema);
    if (chosen !== undefined) query[p.name] = chosen;
  }
  const request = withQuery(json === undefined ? base : withBody(base, { json }), query);
  return { request, body, query: Object.keys(query) };
}

function fileCases(operation: Operation, base: WalkRequest): Case[] {
  const field = /field "(\w+)"/.exec(operation.summary)?.[1] ?? 'file';
  const upload = (data: Buffer, filename = 'walker.png', name = field): Case['request'] => {
    const { payload, headers } = multipartBody([{ field: name, filename, type: 'image/png', data }]);
    return withBody(base, { raw: payload, contentType: headers['content-type'] });
  };
  const junk = Buffer.from(`\u0000\u0001${SQL}<script>\u0000`, 'utf8');
  const cases: Case[] = [
    { label: 'JSON instead of a file', expect: 'any', request: withBody(base, { json: { [field]: 'x' } }) },
    { label: 'junk bytes, hostile name', expect: 'any', request: upload(junk, `../../${SQL}\u202E.png`) },
    { label: 'empty file', expect: 'any', request: upload(Buffer.alloc(0)) },
    { label: 'PDF in an unknown field', expect: 'any', request: upload(PDF, 'a.pdf', 'walker') },
    { label: 'a file of 1.2 MB', expect: 'any', request: upload(Buffer.alloc(1_200_000, 0x41)) },
    {
      label: 'multipart without parts',
      expect: 'any',
      request: withBody(base, { raw: '', contentType: 'multipart/form-data; boundary=x' }),
    },
  ];
  if (operation.upload.includes('text/csv')) {
    const csv = `name;nip\n${SQL};\u0000\n<script>;${'9'.repeat(5000)}\n😀\u202E;abc\n`;
    cases.push({
      label: 'hostile CSV',
      expect: 'any',
      request: withBody(base, { raw: csv, contentType: 'text/csv' }),
    });
  }
  return cases;
}

function casesFor(operation: Operation, base: WalkRequest): Case[] {
  const cases: Case[] = [];

  // Path parameters: invalid, or valid in form but naming no record (2^31 is past a PostgreSQL integer).
  const params = operation.pathParams;
  for (let i = 0; i < (params.length > 0 ? NUMERIC_PATH.length : 0); i++) {
    const param = params[i % params.length];
    if (!param) continue;
    const list = leafKind(param.schema) === 'number' ? NUMERIC_PATH : TEXT_PATH;
    const value = list[i % list.length] ?? 'abc';
    cases.push({
      label: `path ${param.name}=${value.slice(0, 24)}`,
      expect: 'refused',
      request: { ...base, path: { ...base.path, [param.name]: value } },
    });
  }

  if (operation.upload.length > 0) return [...cases, ...fileCases(operation, base)];

  // The body's shape: nothing, wrong types everywhere, malformed JSON.
  const body = operation.body;
  const original = jsonBody(base);
  if (body && original !== undefined) {
    cases.push({
      label: 'empty body object',
      expect: (body.required ?? []).length > 0 ? 'refused' : 'any',
      request: withBody(base, { json: {} }),
    });
    const wrong = mutate(
      operation,
      base,
      (schema) => wrongType(schema),
      () => undefined,
    );
    if (wrong.body.length > 0)
      cases.push({ label: 'wrong types', expect: 'refused', request: wrong.request });
    cases.push({
      label: 'malformed JSON',
      expect: 'refused',
      request: withBody(base, {
        raw: JSON.stringify(original).slice(0, -1),
        contentType: 'application/json',
      }),
    });
  }

  // Query and header parameters: wrong types, missing required ones.
  if (operation.query.length > 0) {
    const wrong = mutate(
      operation,
      base,
      () => undefined,
      (schema) => ['abc', '-1', '1.5', ''].find((text) => !conformsText(schema, text)),
    );
    if (wrong.query.length > 0)
      cases.push({ label: 'query of wrong types', expect: 'refused', request: wrong.request });
    const required = operation.query.filter((p) => p.required).map((p) => p.name);
    if (required.length > 0) {
      const query = Object.fromEntries(
        Object.entries(base.query).filter(([name]) => !required.includes(name)),
      );
      cases.push({ label: 'required query missing', expect: 'refused', request: { ...base, query } });
    }
  }
  for (const header of operation.headers) {
    const value = ['x', 'y'.repeat(300)].find((text) => !conformsText(header.schema, text));
    if (value !== undefined) {
      cases.push({
        label: `header ${header.name}`,
        expect: 'refused',
        request: { ...base, headers: { [header.name]: value } },
      });
    }
  }

  // Hostile values wherever the schema takes them: the server decides (2xx or a clear 4xx).
  for (const round of ROUNDS) {
    const fits = mutate(
      operation,
      base,
      (schema) => {
        const kind = leafKind(schema);
        if (kind === 'string' && conforms(schema, round.text)) return round.text;
        if (kind === 'number' && conforms(schema, round.number)) return round.number;
        return undefined;
      },
      (schema) => {
        const kind = leafKind(schema);
        if (kind === 'string' && conformsText(schema, round.text)) return round.text;
        if (kind === 'number' && conformsText(schema, String(round.number))) return String(round.number);
        return undefined;
      },
    );
    if (fits.body.length + fits.query.length === 0) continue;
    cases.push({
      label: round.label,
      expect: 'any',
      request: fits.request,
      mutated: { body: fits.body, query: fits.query, base },
    });
  }

  // Values outside every range the schema sets (too long, too big, not in the enum): refused.
  const outside = mutate(
    operation,
    base,
    (schema) => {
      const kind = leafKind(schema);
      const pool: Json[] =
        kind === 'number' ? OUT_OF_RANGE_NUMBERS : schema.enum || kind === 'string' ? OUT_OF_RANGE_TEXTS : [];
      return pool.find((value) => !conforms(schema, value));
    },
    (schema) => {
      const pool = leafKind(schema) === 'number' ? OUT_OF_RANGE_NUMBERS.map(String) : OUT_OF_RANGE_TEXTS;
      return pool.find((text) => !conformsText(schema, text));
    },
  );
  if (outside.body.length + outside.query.length > 0) {
    cases.push({ label: 'out of range', expect: 'refused', request: outside.request });
  }

  // A search for SQL text finds what a search for nonsense finds.
  const search = operation.query.find((p) => p.name === 'q' && leafKind(p.schema) === 'string');
  if (search) {
    cases.push({
      label: 'search for SQL text',
      expect: 'any',
      request: withQuery(base, { q: SQL_SEARCH }),
      sameAs: withQuery(base, { q: NO_MATCH }),
    });
  }

  // Nothing to vary: an unexpected query parameter (and body) must not matter.
  if (cases.length === 0) {
    const request = withQuery(base, { walker: SQL });
    cases.push({
      label: 'unexpected input',
      expect: 'any',
      request: operation.method === 'GET' ? request : withBody(request, { json: { walker: SQL } }),
    });
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------
// Sending and judging

interface Caller {
  name: 'admin' | 'client' | 'accountant';
  credentials: { email: string; password: string };
  headers: Record<string, string>;
}

const stats: Record<string, { operations: number; cases: number; requests: number }> = {};
let maxCases = 0;

async function send(caller: Caller, operation: Operation, request: WalkRequest) {
  const counter = (stats[caller.name] ??= { operations: 0, cases: 0, requests: 0 });
  const inject = () => {
    counter.requests += 1;
    const body = request.body;
    const payload = body === undefined ? undefined : 'json' in body ? JSON.stringify(body.json) : body.raw;
    const contentType =
      body === undefined ? {} : { 'content-type': 'json' in body ? 'application/json' : body.contentType };
    return t.app.inject({
      method: operation.method,
      url: fillPath(operation.path, request.path),
      query: request.query,
      headers: { ...caller.headers, ...request.headers, ...contentType },
      ...(payload === undefined ? {} : { payload }),
    });
  };
  const response = await inject();
  // Nothing in the walk should end the caller's session; if a case did, log in again and re-send.
  if (operation.secured && response.statusCode === 401) {
    caller.headers = bearer((await login(t.app, caller.credentials)).accessToken);
    return inject();
  }
  return response;
}

const overlaps = (leaf: string, field: string) =>
  leaf === field || leaf.startsWith(`${field}.`) || field.startsWith(`${leaf}.`);

/** Sends a case (again without the hostile values the server refused by name); returns what is wrong. */
async function runCase(caller: Caller, operation: Operation, c: Case): Promise<string | undefined> {
  let request = c.request;
  let response = await send(caller, operation, request);
  const mutated = c.mutated;
  for (let retry = 0; mutated && retry < 3 && response.statusCode === 400; retry++) {
    const fields = refusedFields(response);
    const leaves = mutated.body.filter((path) => fields.some((f) => overlaps(path.join('.'), f)));
    const names = mutated.query.filter((name) => fields.includes(name));
    if (leaves.length + names.length === 0) break;
    const original = jsonBody(mutated.base);
    let json = jsonBody(request);
    if (json !== undefined && original !== undefined) {
      for (const path of leaves) json = restoreLeaf(json, original, path);
    }
    const query = Object.fromEntries(
      Object.entries(request.query).flatMap(([name, value]): [string, string][] => {
        if (!names.includes(name)) return [[name, value]];
        const original = mutated.base.query[name];
        return original === undefined ? [] : [[name, original]];
      }),
    );
    mutated.body = mutated.body.filter((path) => !leaves.includes(path));
    mutated.query = mutated.query.filter((name) => !names.includes(name));
    request = { ...request, query, ...(json === undefined ? {} : { body: { json } }) };
    response = await send(caller, operation, request);
  }
  return judge(caller, operation, c, response);
}

async function judge(
  caller: Caller,
  operation: Operation,
  c: Case,
  response: LightMyRequestResponse,
): Promise<string | undefined> {
  const status = response.statusCode;
  const what = `${c.label} → ${status}`;
  if (EXCEPTIONS.some((e) => e.operation === operation.name && e.status === status)) return undefined;
  if (status >= 500) return `${what} ${response.body.slice(0, 200)}`;
  if (status >= 400) {
    const problem = refusalProblem(response);
    return problem ? `${what}: ${problem}` : undefined;
  }
  if (status < 200 || status >= 300) return `${what}: unexpected`;
  if (c.expect === 'refused') return `${what}: accepted input outside its schema`;
  if (c.sameAs) {
    const other = await send(caller, operation, c.sameAs);
    const type = String(response.headers['content-type'] ?? '');
    const same = type.includes('json')
      ? isDeepStrictEqual(response.json(), other.json())
      : !type.startsWith('text/') || response.body === other.body;
    if (other.statusCode !== status || !same)
      return `${what}: answers differently from a search for nonsense`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------

describe('the walk', () => {
  it('knows how to fill every documented path parameter (add new ones to PATH_PARAMS)', () => {
    const unknown = operations.flatMap((operation) =>
      [...pathParamKeys(operation.path).values()]
        .filter((key) => !PATH_PARAMS[key])
        .map((key) => `${operation.name}: ${key}`),
    );
    expect(unknown).toEqual([]);
    expect(operations.length).toBeGreaterThan(90);
  });
});

const clientHeaders = bearer((await login(t.app, demo.client)).accessToken);
const callers: Caller[] = [
  { name: 'admin', credentials: demo.admin, headers: adminHeaders },
  { name: 'client', credentials: demo.client, headers: clientHeaders },
  // Issue 23: keeps the books, refused the users and the company settings.
  {
    name: 'accountant',
    credentials: demo.accountant,
    headers: bearer((await login(t.app, demo.accountant)).accessToken),
  },
];

describe.each(callers)('bad input, as the demo $name', (caller) => {
  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s',
    async (_name, operation) => {
      const cases = casesFor(operation, baseRequest(operation, fixture));
      maxCases = Math.max(maxCases, cases.length);
      expect(cases.length, 'cases').toBeLessThanOrEqual(MAX_CASES);
      const counter = (stats[caller.name] ??= { operations: 0, cases: 0, requests: 0 });
      counter.operations += 1;
      counter.cases += cases.length;
      const problems: string[] = [];
      for (const c of cases) {
        const problem = await runCase(caller, operation, c);
        if (problem) problems.push(problem);
      }
      expect(problems.join('\n')).toBe('');
    },
  );
});
