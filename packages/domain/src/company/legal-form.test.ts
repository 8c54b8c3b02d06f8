import { describe, expect, it } from 'vitest';
import { hasLegalPersonality, legalFormFromName, LEGAL_FORMS, zusPaymentDayFor } from './legal-form.ts';

describe('ZUS payment day by legal form', () => {
  it('is the 15th for legal persons and the 20th for sole traders and partnerships', () => {
    expect(zusPaymentDayFor('limited-company')).toBe(15);
    expect(zusPaymentDayFor('joint-stock-company')).toBe(15);
    expect(zusPaymentDayFor('other-legal-person')).toBe(15);
    expect(zusPaymentDayFor('sole-trader')).toBe(20);
    expect(zusPaymentDayFor('civil-partnership')).toBe(20);
    expect(zusPaymentDayFor('partnership')).toBe(20);
    expect(LEGAL_FORMS.filter(hasLegalPersonality)).toEqual([
      'limited-company',
      'joint-stock-company',
      'other-legal-person',
    ]);
  });
});

describe('legalFormFromName', () => {
  it.each([
    ['Demo Sp. z o.o.', 'limited-company'],
    ['GAMMA SP.Z O.O.', 'limited-company'],
    ['Alfa spółka z ograniczoną odpowiedzialnością', 'limited-company'],
    ['Orlen S.A.', 'joint-stock-company'],
    ['Beta SA', 'joint-stock-company'],
    ['Nowa prosta spółka akcyjna', 'joint-stock-company'],
    ['Start P.S.A.', 'joint-stock-company'],
    ['Kowalski i Wspólnicy sp.k.', 'partnership'],
    ['Nowak spółka jawna', 'partnership'],
    ['Kancelaria Adwokacka sp. p.', 'partnership'],
    ['Delta spółka komandytowo-akcyjna', 'partnership'],
    ['Omega S.K.A.', 'partnership'],
    ['Piekarnia Jan Kowalski, Anna Nowak s.c.', 'civil-partnership'],
    ['Fundacja Dobra', 'other-legal-person'],
    ['Spółdzielnia Mleczarska Mlekpol', 'other-legal-person'],
    ['Jan Kowalski Usługi Remontowe', 'sole-trader'],
    ['Sasanka Anna Kwiatkowska', 'sole-trader'],
  ] as const)('%s → %s', (name, form) => {
    expect(legalFormFromName(name)).toBe(form);
  });
});
