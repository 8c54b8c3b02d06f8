import { isDeepStrictEqual } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abilityRulesFor, createAbility } from '@saldo/contracts/abilities';
import { CONTRACTOR_IMPORT_FIELD } from '@saldo/contracts/contractors';
import { ATTACHMENT_FIELD_NAME } from '@saldo/contracts/costs';
import { freshOrganization } from '../src/modules/contractors/test-helpers.ts';
import { nbpDataForCompensation } from '../src/modules/debt/test-helpers.ts';
import { startFakeNbpServer } from './fakes/fake-nbp-server.ts';
import { startFakeSmtpServer } from './fakes/fake-smtp-server.ts';
import { startFakeWhiteListServer } from './fakes/fake-white-list-server.ts';
import { multipartBody } from './multipart.ts';
import { documentedOperations, fillPath, pathParamKeys, type Json, type Operation } from './openapi-walk.ts';
import { bearer, createTestApp, demo, login } from './test-app.ts';
import {
  createFixture,
  getAnswers,
  PATH_PARAMS,
  pathValues,
  PDF,
  PNG,
  requiredQuery,
  startingBody,
  type Fixture,
} from './walk-fixture.ts';

/**
 * Issue #9, isolation: organization B's admin calls every documented operation with organization
 * A's records (path parameters, id query parameters, id fields of bodies — read from the OpenAPI
 * document, so a new route is walked without a change here), and the demo client, a user of A
 * linked to one contractor, does the same with the records of another contractor; so does B's
 * accountant (issue 23), and A's accountant is refused every route its role does not grant. Neither may get a
 * 2xx for a record named in the path, nor an answer that shows any of those records' text, nor have
 * an id of theirs accepted into a new record; and A's records read the same afterwards.
 */

const A_MARKER = 'ISOLATION-A';
const ATTACKER = 'ATTACKER';

/** Deliberate 2xx answers to a record of somebody else. Keep it short, and say why. */
const EXCEPTIONS: readonly { operation: string; reason: string }[] = [
  {
    operation: 'GET /api/avatars/{key}',
    reason: 'Public on purpose: an <img> sends no token. The 43-character random key is the secret.',
  },
  {
    operation: 'GET /api/content-images/{file}',
    reason:
      'Public on purpose: images in posts, help articles and the RSS feed load without a token. The random UUID is the secret.',
  },
  {
    operation: 'GET /api/apps/ecommerce/product-images/{productId}/{file}',
    reason:
      'Public on purpose: the shop’s <img> tags send no token. The random id in the file name is the secret.',
  },
  {
    operation: 'GET /api/logos/{key}',
    reason: 'Public on purpose: an <img> and a printed PDF send no token. The random key is the secret.',
  },
  {
    operation: 'POST /api/organization/connections/{service}/test',
    reason:
      "The path names a kind of service, not a record: the test runs and is recorded for the caller's own organization.",
  },
  // A tax period is a month, not a record: each organization reads and prepares its own return of that
  // month (the answer is still searched for A's data above).
  ...[
    'GET /api/tax-returns/{period}',
    'GET /api/tax-returns/{period}/registers/{kind}',
    'POST /api/tax-returns/{period}/prepare',
    'PUT /api/tax-returns/{period}/refund-choice',
  ].map((operation) => ({ operation, reason: "A month of the caller's own books." })),
  {
    operation: 'GET /api/reports/{kind}/export',
    reason:
      "The path names a kind of report (sales, costs, income), not a record: the caller's own books are exported (the file is still searched for A's data above).",
  },
];

const [nbp, smtp, whiteList] = await Promise.all([
  startFakeNbpServer(nbpDataForCompensation()),
  startFakeSmtpServer(),
  startFakeWhiteListServer(),
]);
const t = await createTestApp({
  NBP_API_URL: nbp.url,
  SMTP_URL: smtp.url,
  WHITE_LIST_API_URL: whiteList.url,
  LOOKUP_TIMEOUT_MS: '2000',
});
const stats = { requests: 0, statuses: new Map<number, number>() };
afterAll(async () => {
  await t.close();
  await Promise.all([nbp.close(), smtp.close(), whiteList.close()]);
  const answers = [...stats.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${n}× ${s}`);
  console.info(`isolation walk — ${stats.requests} requests; answers: ${answers.join(', ')}`);
});

const operations = await documentedOperations(t.app);
const adminA = bearer((await login(t.app, demo.admin)).accessToken);
const adminB = await freshOrganization(t);
const client = bearer((await login(t.app, demo.client)).accessToken);
/** Organization B's accountant (issue 23): keeps B's books, so must reach none of A's. */
const accountantB = await (async () => {
  const credentials = { email: 'isolation-accountant-b@example.com', password: 'Ksiegi-Organizacji-B-2026' };
  const user = { fullName: 'Księgowa B', username: 'isolation-accountant-b', role: 'accountant' };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/apps/user/users',
    headers: adminB,
    payload: { user: { ...user, ...credentials } },
  });
  if (created.statusCode !== 201) throw new Error(`accountant of B: ${created.statusCode} ${created.body}`);
  return bearer((await login(t.app, credentials)).accessToken);
})();
const accountantA = bearer((await login(t.app, demo.accountant)).accessToken);
/** A's blog editor and author (issue 26), refused every route their roles do not grant. */
async function userOfA(role: 'editor' | 'author') {
  const credentials = { email: `isolation-${role}-a@example.com`, password: 'Blog-Organizacji-A-2026' };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/apps/user/users',
    headers: adminA,
    payload: { user: { fullName: `${role} A`, username: `isolation-${role}-a`, role, ...credentials } },
  });
  if (created.statusCode !== 201) throw new Error(`${role} of A: ${created.statusCode} ${created.body}`);
  return credentials;
}
const writersA = { editor: await userOfA('editor'), author: await userOfA('author') };
const a = await createFixture(t, adminA, A_MARKER);
const b = await createFixture(t, adminB, 'ISOLATION-B');
/** A's ids, with the attacker's own words in any text a body carries. */
const aIds: Fixture = { ...a, marker: ATTACKER };
/** GET answers for bodies: A's own for a record of A in the path, B's for B's own settings. */
const answersOfA = await getAnswers(t, operations, adminA, a);
const answersOfB = await getAnswers(t, operations, adminB, b);

const ID_FIELDS = new Set(['contractorId', 'categoryId', 'bankAccountId', 'invoiceId', 'correctedInvoiceId']);
const ID_LISTS = new Set(['ids', 'advanceInvoiceIds']);
const idsOf = (f: Fixture) =>
  new Set([f.contractorId, f.invoiceId, f.costId, f.categoryId, f.bankAccountId, f.userId]);

/** The ids that a JSON body refers to by name (`contractorId`, `ids`, …). */
function referencedIds(value: Json | undefined, found: number[] = []): number[] {
  if (Array.isArray(value)) value.forEach((item) => referencedIds(item, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (ID_FIELDS.has(key) && typeof item === 'number') found.push(item);
      else if (ID_LISTS.has(key) && Array.isArray(item)) {
        for (const id of item) if (typeof id === 'number') found.push(id);
      } else referencedIds(item, found);
    }
  }
  return found;
}

/** Replaces A's text in a body read from A's own GET with the attacker's words. */
const disguised = (value: Json | undefined): Json | undefined =>
  value === undefined
    ? undefined
    : (JSON.parse(JSON.stringify(value).replaceAll(A_MARKER, ATTACKER)) as Json);

interface Attempt {
  label: string;
  url: string;
  query: Record<string, string>;
  payload?: { body: string | Buffer; contentType: string };
  /** The ids of A the request refers to in its body. */
  references: number[];
}

function uploadFor(operation: Operation): Attempt['payload'] {
  const field = /field "(\w+)"/.exec(operation.summary)?.[1] ?? 'file';
  const file =
    field === ATTACHMENT_FIELD_NAME && operation.path.includes('{id}')
      ? { filename: 'scan.pdf', type: 'application/pdf', data: PDF }
      : field === CONTRACTOR_IMPORT_FIELD && operation.upload.includes('text/csv')
        ? { filename: 'list.csv', type: 'text/csv', data: Buffer.from(`name;nip\n${ATTACKER} import;\n`) }
        : { filename: 'image.png', type: 'image/png', data: PNG };
  const { payload, headers } = multipartBody([{ field, ...file }]);
  return { body: payload, contentType: headers['content-type'] };
}

/** The attempts on one operation: A's records everywhere, and (two parameters) B's parent with A's child. */
function attempts(operation: Operation, own: Fixture): Attempt[] {
  const query = { ...requiredQuery(operation, aIds) };
  for (const p of operation.query) {
    const id = { contractorId: a.contractorId, invoiceId: a.invoiceId, categoryId: a.categoryId }[p.name];
    if (id !== undefined) query[p.name] = String(id);
  }
  const answers = operation.pathParams.length > 0 ? answersOfA : answersOfB;
  const json = disguised(startingBody(operation, aIds, answers));
  const payload: Attempt['payload'] =
    operation.upload.length > 0
      ? uploadFor(operation)
      : json === undefined
        ? undefined
        : { body: JSON.stringify(json), contentType: 'application/json' };
  const aIdSet = idsOf(a);
  const references = referencedIds(json).filter((id) => aIdSet.has(id));
  const base = { query, references, ...(payload ? { payload } : {}) };
  const list: Attempt[] = [
    { label: "A's records", url: fillPath(operation.path, pathValues(operation, a)), ...base },
  ];
  const names = operation.pathParams.map((p) => p.name);
  if (names.length >= 2 && own !== a) {
    const mixed = {
      ...pathValues(operation, own),
      ...pathValues({ ...operation, pathParams: operation.pathParams.slice(1) }, a),
    };
    list.push({
      label: `own ${names[0]} with A's ${names.slice(1).join(', ')}`,
      url: fillPath(operation.path, mixed),
      ...base,
    });
  }
  return list;
}

/** The ids a bulk action's answer lists as skipped (`{ skipped: [{ id, reason }] }`). */
function skippedIds(response: LightMyRequestResponse): number[] {
  try {
    return (response.json<{ skipped?: { id: number }[] }>().skipped ?? []).map((s) => s.id);
  } catch {
    return [];
  }
}

/** What is wrong with an answer to somebody else's records, if anything. */
function problemWith(
  operation: Operation,
  attempt: Attempt,
  response: LightMyRequestResponse,
): string | undefined {
  const status = response.statusCode;
  stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
  const what = `${attempt.label} → ${status}`;
  if (status >= 500) return `${what}: ${response.body.slice(0, 200)}`;
  if (response.body.includes(A_MARKER)) return `${what}: the answer shows A's data`;
  if (status < 200 || status >= 300) return undefined;
  if (EXCEPTIONS.some((e) => e.operation === operation.name)) return undefined;
  if (operation.pathParams.length > 0) return `${what}: a record of A was reached`;
  if (attempt.references.length > 0 && operation.method !== 'GET') {
    // A bulk action answers 200 and lists what it skipped: every id of A must be among them.
    const skipped = skippedIds(response);
    const taken = attempt.references.filter((id) => !skipped.includes(id));
    if (taken.length > 0) return `${what}: accepted A's ids ${taken.join(', ')}`;
  }
  return undefined;
}

async function walk(operation: Operation, headers: Record<string, string>, own: Fixture) {
  const problems: string[] = [];
  for (const attempt of attempts(operation, own)) {
    stats.requests += 1;
    const response = await t.app.inject({
      method: operation.method,
      url: attempt.url,
      query: attempt.query,
      headers: { ...headers, ...(attempt.payload ? { 'content-type': attempt.payload.contentType } : {}) },
      ...(attempt.payload ? { payload: attempt.payload.body } : {}),
    });
    const problem = problemWith(operation, attempt, response);
    if (problem) problems.push(problem);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// A's records, as A reads them

/** Every GET of A's records and lists, as A: status and JSON (or type and size of a file). */
async function readA(): Promise<Map<string, string>> {
  const reads = new Map<string, string>();
  for (const operation of operations.filter((o) => o.method === 'GET')) {
    const url = fillPath(operation.path, pathValues(operation, a));
    const response = await t.app.inject({
      method: 'GET',
      url,
      query: requiredQuery(operation, a),
      headers: adminA,
    });
    const type = String(response.headers['content-type'] ?? '');
    const body = type.includes('json')
      ? JSON.stringify(response.json())
      : `${type} ${response.rawPayload.length} bytes`;
    reads.set(operation.name, `${response.statusCode} ${body}`);
  }
  return reads;
}

/** The reads that differ between two snapshots. */
const differences = (before: Map<string, string>, after: Map<string, string>, ignore: Set<string>) =>
  [...before]
    .filter(([name, value]) => !ignore.has(name) && !isDeepStrictEqual(after.get(name), value))
    .map(([name]) => name);

const before = await readA();
// Reads that change by themselves (none expected: each is read twice before anything is walked),
// except the connections' last successes, which move as the fixture's mail is delivered in the
// background.
// An encrypted payslip also differs on every read: each PDF gets a fresh file id and key.
const changesByItself = new Set([
  'GET /api/organization/connections',
  'GET /api/payroll/lists/{id}/entries/{entryId}/payslip.pdf',
]);
const volatile = new Set(differences(before, await readA(), changesByItself));
for (const name of changesByItself) volatile.add(name);

// Walked: every operation that needs a token, and every one that names a record in its path.
const walked = operations.filter((o) => o.secured || o.pathParams.length > 0);

describe('the walk', () => {
  it('knows how to fill every documented path parameter (add new ones to PATH_PARAMS)', () => {
    const unknown = operations.flatMap((operation) =>
      [...pathParamKeys(operation.path).values()]
        .filter((key) => !PATH_PARAMS[key])
        .map((key) => `${operation.name}: ${key}`),
    );
    expect(unknown).toEqual([]);
    expect(walked.filter((o) => o.pathParams.length > 0).length).toBeGreaterThanOrEqual(35);
    expect([...volatile].filter((name) => !changesByItself.has(name))).toEqual([]);
  });
});

describe('the same reads of their own records', () => {
  it('answer B (so the walk is not refused for another reason)', async () => {
    const reads = walked.filter((o) => o.method === 'GET' && o.pathParams.length > 0);
    const refused: string[] = [];
    for (const operation of reads) {
      const url = fillPath(operation.path, pathValues(operation, b));
      const response = await t.app.inject({
        method: 'GET',
        url,
        query: requiredQuery(operation, b),
        headers: adminB,
      });
      if (response.statusCode !== 200) refused.push(`${operation.name} → ${response.statusCode}`);
    }
    expect(refused).toEqual([
      // The walks connect no mailbox (that needs an IMAP server): no message of B's to read.
      'GET /api/apps/email/emails/{id} → 404',
      'GET /api/apps/email/emails/{id}/attachments/{attachmentId} → 404',
      // A fresh organization's company has no NIP yet, so its invoices make no valid KSeF XML.
      'GET /api/apps/invoice/invoices/{id}/ksef-xml → 422',
      // No UPO before KSeF accepts the invoice (and B has no KSeF set up).
      'GET /api/apps/invoice/invoices/{id}/ksef/upo → 404',
      // The walks' feed token names no feed (walk-fixture.ts): the token is the feed's credential.
      'GET /api/apps/calendar/feed/{token}/calendar.ics → 404',
      // Likewise the blog's RSS key (walk-fixture.ts): whoever holds it reads the public feed.
      'GET /api/blog/rss/{feedKey}/feed.xml → 404',
      // No JPK file before one is generated, and B's company has no NIP yet to generate one.
      'GET /api/tax-returns/{period}/file → 404',
    ]);
  });

  it('answer the demo client for an invoice of its own contractor', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/apps/invoice/invoices', headers: client });
    const own = list.json<{ invoices: { id: number }[] }>().invoices[0];
    expect(own).toBeDefined();
    for (const path of ['', '/pdf']) {
      const url = `/api/apps/invoice/invoices/${own?.id}${path}`;
      expect((await t.app.inject({ method: 'GET', url, headers: client })).statusCode, url).toBe(200);
    }
  });
});

describe("organization B's admin, with organization A's records", () => {
  it.each(walked.map((operation) => [operation.name, operation] as const))('%s', async (_name, operation) => {
    expect((await walk(operation, adminB, b)).join('\n')).toBe('');
  });

  it("left A's records as they were", async () => {
    expect(differences(before, await readA(), volatile)).toEqual([]);
  });
});

/**
 * Records of the whole organization, not of one contractor, that its client reads on purpose: the
 * shop's catalogue and the help centre's articles (a vote on one is the client's own).
 */
const OPEN_TO_THE_ORGANIZATIONS_CLIENTS = new Set([
  'GET /api/apps/ecommerce/products/{productId}',
  // A product's pictures and reviews are the catalogue's, read by every client of the shop (issue 25).
  'GET /api/apps/ecommerce/products/{productId}/images',
  'GET /api/apps/ecommerce/products/{productId}/reviews',
  // The organization's published blog (issue 26): its clients read it and comment on purpose.
  'GET /api/blog/list/data',
  'GET /api/blog/list/data/sidebar',
  'POST /api/blog/posts/{blogPostId}/comments',
  'POST /api/kb/articles/{id}/feedback',
]);

describe('the demo client, with the records of another contractor of its organization', () => {
  it.each(walked.map((operation) => [operation.name, operation] as const))('%s', async (_name, operation) => {
    if (OPEN_TO_THE_ORGANIZATIONS_CLIENTS.has(operation.name)) return;
    // The client's own organization is A: its "own" records for a mixed path are A's as well.
    expect((await walk(operation, client, a)).join('\n')).toBe('');
  });

  it("left A's records as they were", async () => {
    expect(differences(before, await readA(), volatile)).toEqual([]);
  });
});

describe("organization B's accountant, with organization A's records", () => {
  it.each(walked.map((operation) => [operation.name, operation] as const))('%s', async (_name, operation) => {
    expect((await walk(operation, accountantB, b)).join('\n')).toBe('');
  });

  it("left A's records as they were", async () => {
    expect(differences(before, await readA(), volatile)).toEqual([]);
  });
});

describe("the demo accountant, on its own organization's routes its role does not grant", () => {
  // Each route's guard, by the OpenAPI path (`{id}`) of its Fastify path (`:id`).
  const guards = new Map<string, ReturnType<typeof t.app.routeGuards>[number]['access']>(
    t.app.routeGuards().map((g) => [`${g.method} ${g.url.replace(/:(\w+)/g, '{$1}')}`, g.access] as const),
  );
  const ability = createAbility(abilityRulesFor('accountant'));
  const refusedToAccountant = walked.filter((operation) => {
    const access = guards.get(operation.name);
    return Array.isArray(access) && !ability.can(access[0], access[1]);
  });

  it('are the users, the company settings and the KSeF credentials', () => {
    const names = refusedToAccountant.map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['GET /api/apps/user/users', 'PUT /api/organization/ksef']));
    // The books stay open to the accountant; only the company's own settings are closed.
    const books =
      /^(GET|POST|PUT|PATCH|DELETE) \/api\/(apps\/invoice|documents|bank-statements|payroll|tax-returns)\//;
    expect(names.filter((name) => books.test(name))).toEqual([]);
  });

  it.each(refusedToAccountant.map((operation) => [operation.name, operation] as const))(
    '%s answers 403',
    async (_name, operation) => {
      const attempt = attempts(operation, a)[0];
      const response = await t.app.inject({
        method: operation.method,
        url: fillPath(operation.path, pathValues(operation, a)),
        query: attempt?.query ?? {},
        headers: {
          ...accountantA,
          ...(attempt?.payload ? { 'content-type': attempt.payload.contentType } : {}),
        },
        ...(attempt?.payload ? { payload: attempt.payload.body } : {}),
      });
      expect(response.statusCode).toBe(403);
    },
  );
});

describe.each(['editor', 'author'] as const)(
  "A's blog %s, on its own organization's routes its role does not grant",
  (role) => {
    const guards = new Map<string, ReturnType<typeof t.app.routeGuards>[number]['access']>(
      t.app.routeGuards().map((g) => [`${g.method} ${g.url.replace(/:(\w+)/g, '{$1}')}`, g.access] as const),
    );
    const ability = createAbility(abilityRulesFor(role));
    // Logged in when the block starts: a token from the file's start may have expired by now.
    let headers: Record<string, string> = {};
    beforeAll(async () => {
      headers = bearer((await login(t.app, writersA[role])).accessToken);
    });
    const refused = walked.filter((operation) => {
      const access = guards.get(operation.name);
      return Array.isArray(access) && !ability.can(access[0], access[1]);
    });

    it('are the books, the users and the company settings, not the blog', () => {
      const names = refused.map((o) => o.name);
      expect(names).toEqual(
        expect.arrayContaining(['GET /api/apps/user/users', 'PUT /api/organization/ksef']),
      );
      // Both write the blog (an author only their own drafts, which the service enforces).
      expect(names.filter((name) => name.includes('/api/blog/'))).toEqual([]);
    });

    it.each(refused.map((operation) => [operation.name, operation] as const))(
      '%s answers 403',
      async (_name, operation) => {
        const attempt = attempts(operation, a)[0];
        const response = await t.app.inject({
          method: operation.method,
          url: fillPath(operation.path, pathValues(operation, a)),
          query: attempt?.query ?? {},
          headers: {
            ...headers,
            ...(attempt?.payload ? { 'content-type': attempt.payload.contentType } : {}),
          },
          ...(attempt?.payload ? { payload: attempt.payload.body } : {}),
        });
        expect(response.statusCode).toBe(403);
      },
    );
  },
);
