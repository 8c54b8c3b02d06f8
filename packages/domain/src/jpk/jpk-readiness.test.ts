import { describe, expect, it } from 'vitest';
import { jpkReadinessProblems, type JpkReadinessInput } from './jpk-readiness.ts';

const ready: JpkReadinessInput = {
  nip: '526-025-10-49',
  name: 'Przykładowa Spółka z o.o.',
  email: 'biuro@example.pl',
  taxOfficeCode: '1471',
  period: { year: 2026, month: 2 },
  purpose: 1,
  correctionReason: null,
};

describe('jpkReadinessProblems', () => {
  it('is empty for complete settings', () => {
    expect(jpkReadinessProblems(ready)).toEqual([]);
  });

  it('names everything missing at once', () => {
    expect(
      jpkReadinessProblems({
        ...ready,
        nip: ' ',
        name: null,
        email: '',
        taxOfficeCode: null,
        period: { year: 2026, month: 1 },
        purpose: 2,
      }),
    ).toEqual([
      'nip_missing',
      'name_missing',
      'email_missing',
      'tax_office_missing',
      'period_unsupported',
      'correction_reason_missing',
    ]);
  });

  it('tells invalid from missing', () => {
    expect(
      jpkReadinessProblems({ ...ready, nip: '5260251048', email: 'biuro', taxOfficeCode: '9999' }),
    ).toEqual(['nip_invalid', 'email_invalid', 'tax_office_unknown']);
  });
});
