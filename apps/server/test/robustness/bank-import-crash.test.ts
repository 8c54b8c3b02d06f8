/**
 * Issue 21: a bank statement import killed mid-way leaves the statement whole or absent. The server
 * (from source, PGlite on disk or its own PostgreSQL database, as in crash.test.ts) imports a
 * statement of 3000 lines in one transaction (the lines go in as one insert of column arrays); the
 * probe freezes it once that insert has run (3000 lines in the open transaction, the matches and the
 * commit still to come) and the server is SIGKILLed there. After the restart there is no statement and no line, and the same file imports whole.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { authResponseSchema } from '@saldo/contracts/auth';
import { bankImportResultSchema, bankStatementListSchema } from '@saldo/contracts/bank-statements';
import { newRegistration } from '../test-app.ts';
import { cleanUp, createStore, startServer, type ServerProcess } from './server-process.ts';

afterAll(cleanUp, 30_000);

const IBAN = 'PL61109010140000071219812874';
const LINES = 3000;
const LINES_INSERT = 'insert into "bank_lines"';

async function json(
  server: ServerProcess,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

function upload(server: ServerProcess, token: string, file: string) {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'application/octet-stream' }), 'wyciag.sta');
  return fetch(`${server.baseUrl}/api/bank-statements/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/** An MT940 statement of `LINES` credits of 1,00 PLN … in PKO's style, each with its bank reference. */
function statement(): string {
  const amount = (grosze: number) => `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;
  const lines: string[] = [];
  let total = 0;
  for (let i = 1; i <= LINES; i++) {
    const grosze = 100 + (i % 97);
    total += grosze;
    lines.push(`:61:2611100111CN${amount(grosze)}N152NONREF//CRASH${String(i).padStart(6, '0')}`);
    lines.push(`:86:020~00152~20Wpłata ${i}~32Klient ${i % 50}`);
  }
  return [
    ':20:MT940',
    `:25:/${IBAN}`,
    ':28C:311/1',
    ':60F:C261110PLN0,00',
    ...lines,
    `:62F:C261110PLN${amount(total)}`,
    '-',
  ].join('\r\n');
}

describe('SIGKILL during a bank statement import', () => {
  it('leaves no statement and no line; the same file then imports whole', async () => {
    const store = await createStore();
    let server = await startServer(store, {
      probe: { sql: LINES_INSERT, at: 1, freezeMs: 30_000, after: true },
    });
    try {
      const registered = await json(server, null, 'POST', '/api/jwt/register', newRegistration());
      expect(registered.status).toBe(200);
      const session = authResponseSchema.parse(registered.body);
      const account = await json(server, session.accessToken, 'POST', '/api/organization/bank-accounts', {
        name: 'Rachunek główny',
        iban: IBAN,
        swift: '',
        currency: 'PLN',
        isDefault: true,
      });
      expect(account.status, JSON.stringify(account.body)).toBeLessThan(300);

      const file = statement();
      const answer = upload(server, session.accessToken, file).then(
        (reply) => reply.status,
        () => null,
      );
      await server.waitForOutput('crash-probe: reached', 60_000);
      await server.kill();
      // Frozen after the lines insert, before the commit: the import cannot have been answered.
      expect(await answer).toBeNull();

      server = await startServer(store);
      const token = session.accessToken;
      const listed = bankStatementListSchema.parse(
        (await json(server, token, 'GET', '/api/bank-statements')).body,
      );
      expect(listed.statements).toEqual([]);
      const lines = (await json(server, token, 'GET', '/api/bank-statements/lines?perPage=1')).body as {
        total: number;
      };
      expect(lines.total).toBe(0);

      const again = await upload(server, token, file);
      expect(again.status).toBe(200);
      const result = bankImportResultSchema.parse(await again.json());
      expect(result.imported).toHaveLength(1);
      expect(result.imported[0]?.lines).toBe(LINES);
      expect(result.skippedLines).toBe(0);
    } finally {
      await server.stop();
      await store.dispose();
    }
  }, 240_000);
});
