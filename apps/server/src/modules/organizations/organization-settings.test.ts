import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '@saldo/contracts/organization-settings';
import { demoAdmin, otherOrganizationAdmin, type Caller } from '../../../test/organization-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seed } from '../../db/seed.ts';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t);
});
afterAll(async () => {
  await t.close();
});

describe('numbering series', () => {
  it('answers every document type, defaults included, for a new organization', async () => {
    const { call } = await otherOrganizationAdmin(t);
    const response = await call({ method: 'GET', url: '/api/organization/series' });
    expect(response.statusCode).toBe(200);
    const { series } = response.json();
    expect(series.map((s: { documentType: string }) => s.documentType)).toEqual([...DOCUMENT_TYPES]);
    expect(series[0]).toEqual({ documentType: 'vat', template: 'FV/{NR}/{MM}/{YYYY}', reset: 'monthly' });
  });

  it('saves a series and keeps the others', async () => {
    const { call } = await otherOrganizationAdmin(t);
    const payload = { series: [{ documentType: 'vat', template: ' F/{NR:4}/{YYYY} ', reset: 'yearly' }] };
    const response = await call({ method: 'PUT', url: '/api/organization/series', payload });
    expect(response.statusCode).toBe(200);
    expect(response.json().series[0]).toEqual({
      documentType: 'vat',
      template: 'F/{NR:4}/{YYYY}',
      reset: 'yearly',
    });
    expect(response.json().series[1].template).toBe('FM/{NR}/{MM}/{YYYY}');
  });

  it('checks templates against their reset period, duplicates included (en + pl)', async () => {
    const payload = {
      series: [
        { documentType: 'vat', template: 'FV/{NR}/{YYYY}', reset: 'monthly' },
        { documentType: 'proforma', template: 'PRO/{X}', reset: 'never' },
        { documentType: 'advance', template: 'FM/{NR}/{MM}/{YYYY}', reset: 'monthly' },
        { documentType: 'final', template: 'FK/{NR}', reset: 'yearly' },
        { documentType: 'final', template: 'FK2/{NR}', reset: 'never' },
      ],
    };
    const response = await admin({ method: 'PUT', url: '/api/organization/series', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'series.0.template': 'A monthly series needs the month in the template: {MM}.',
      'series.1.template': 'Unknown token: use {NR}, {NR:n}, {DD}, {MM}, {YY} or {YYYY}.',
      // The VAT margin series (not sent) keeps FM/{NR}/{MM}/{YYYY}.
      'series.2.template': 'Another document type already uses this template.',
      'series.3.template': 'A series that restarts needs the year in the template: {YYYY} or {YY}.',
      'series.4.documentType': 'This document type has two series.',
    });
    const pl = await demoAdmin(t, 'pl');
    const polish = await pl({ method: 'PUT', url: '/api/organization/series', payload });
    expect(polish.json().errors['series.0.template']).toBe(
      'Seria zerowana co miesiąc wymaga miesiąca we wzorze: {MM}.',
    );
  });
});

describe('invoice types, printing and debt collection', () => {
  it('saves invoice types and refuses none or a final invoice without advances', async () => {
    const { call } = await otherOrganizationAdmin(t);
    const initial = await call({ method: 'GET', url: '/api/organization/invoice-types' });
    expect(initial.json()).toMatchObject({ vat: true, vatMargin: true });
    const all = { vat: true, vatMargin: false, proforma: true, advance: true, final: true, correction: true };
    const saved = await call({ method: 'PUT', url: '/api/organization/invoice-types', payload: all });
    expect(saved.json()).toEqual(all);
    const none = { ...all, vat: false };
    const refused = await call({ method: 'PUT', url: '/api/organization/invoice-types', payload: none });
    expect(refused.json().errors).toEqual({ vat: 'Enable VAT invoices, VAT margin invoices or both.' });
    const final = { ...all, advance: false };
    const noAdvance = await call({ method: 'PUT', url: '/api/organization/invoice-types', payload: final });
    expect(noAdvance.statusCode).toBe(400);
    expect(Object.keys(noAdvance.json().errors)).toEqual(['final']);
  });

  it('saves printing settings and refuses an unknown language or a too long footer', async () => {
    const { call } = await otherOrganizationAdmin(t);
    const printing = { defaultLanguage: 'english', notes: ' Thank you! ', footer: 'Nowa Firma' };
    const saved = await call({ method: 'PUT', url: '/api/organization/printing', payload: printing });
    expect(saved.json()).toEqual({ ...printing, notes: 'Thank you!' });
    expect((await call({ method: 'GET', url: '/api/organization/printing' })).json().defaultLanguage).toBe(
      'english',
    );
    const wrong = { ...printing, defaultLanguage: 'german', footer: 'x'.repeat(501) };
    const refused = await call({ method: 'PUT', url: '/api/organization/printing', payload: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      defaultLanguage: 'This value is not valid.',
      footer: 'This value must be at most 500 characters.',
    });
  });

  it('has a default schedule (off for a new organization) and saves it sorted by day', async () => {
    const { call } = await otherOrganizationAdmin(t);
    const initial = (await call({ method: 'GET', url: '/api/organization/debt' })).json();
    expect(initial.enabled).toBe(false);
    expect(initial.steps.map((s: { offsetDays: number }) => s.offsetDays)).toEqual([-3, 0, 7, 14, 30]);
    expect(initial.steps.at(-1)).toEqual({ offsetDays: 30, channel: 'letter', template: 'demand' });
    const payload = {
      enabled: true,
      steps: [
        { offsetDays: 21, channel: 'letter', template: 'demand' },
        { offsetDays: -1, channel: 'sms', template: 'reminder' },
      ],
    };
    const saved = await call({ method: 'PUT', url: '/api/organization/debt', payload });
    expect(saved.json()).toEqual({ enabled: true, steps: [payload.steps[1], payload.steps[0]] });
  });

  it('refuses a step out of range and a repeated step', async () => {
    const payload = {
      enabled: true,
      steps: [
        { offsetDays: -90, channel: 'email', template: 'reminder' },
        { offsetDays: 7, channel: 'email', template: 'reminder' },
        { offsetDays: 7, channel: 'email', template: 'demand' },
      ],
    };
    const response = await admin({ method: 'PUT', url: '/api/organization/debt', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'steps.0.offsetDays': 'Choose a day between 60 days before and 365 days after the due date.',
      'steps.2.offsetDays': 'This step repeats another one (same day and channel).',
    });
  });
});

describe('demo seed', () => {
  it('fills the demo organization once: running it again adds nothing', async () => {
    const before = {
      accounts: (await admin({ method: 'GET', url: '/api/organization/bank-accounts' })).json().bankAccounts,
      categories: (await admin({ method: 'GET', url: '/api/organization/categories' })).json().categories,
    };
    expect(before.accounts).toHaveLength(1);
    expect(before.categories.length).toBeGreaterThan(3);
    await seed(t.database.db);
    const accounts = (await admin({ method: 'GET', url: '/api/organization/bank-accounts' })).json();
    const categories = (await admin({ method: 'GET', url: '/api/organization/categories' })).json();
    expect(accounts.bankAccounts).toEqual(before.accounts);
    expect(categories.categories).toEqual(before.categories);
    const series = (await admin({ method: 'GET', url: '/api/organization/series' })).json().series;
    expect(series).toHaveLength(6);
  });
});
