import { describe, expect, it } from 'vitest';
import {
  annexProblems,
  baseTerms,
  contractProblems,
  terminationProblems,
  type AnnexedContract,
} from './employment-contract-rules.ts';
import {
  annexInputSchema,
  contractInputSchema,
  terminationInputSchema,
  type ContractInputBody,
} from './employment-contracts.ts';

const employment = (overrides: Partial<ContractInputBody> = {}) =>
  contractInputSchema.parse({
    workerId: 1,
    kind: 'employment',
    signedOn: '2026-02-27',
    signedPlace: 'Kraków',
    startDate: '2026-03-01',
    employmentType: 'indefinite',
    position: 'Księgowa',
    workplace: 'Kraków, ul. Długa 5',
    workingTime: { numerator: 1, denominator: 1 },
    monthlyGross: 480600,
    ...overrides,
  });

describe('contractProblems', () => {
  it('accepts a full-time employment contract at the minimum wage', () => {
    expect(contractProblems(employment())).toEqual({});
  });

  it('refuses pay below the pro-rata minimum wage of the start year, naming it', () => {
    expect(contractProblems(employment({ monthlyGross: 480599 }))).toEqual({
      monthlyGross: { code: 'belowMinimumWage', params: { minimum: 480600, year: 2026 } },
    });
    expect(
      contractProblems(employment({ startDate: '2025-03-01', signedOn: '2025-03-01', monthlyGross: 466600 })),
    ).toEqual({});
    expect(
      contractProblems(employment({ workingTime: { numerator: 1, denominator: 2 }, monthlyGross: 240299 })),
    ).toEqual({ monthlyGross: { code: 'belowMinimumWage', params: { minimum: 240300, year: 2026 } } });
  });

  it('asks for the fields of employment and checks its dates', () => {
    const problems = contractProblems(
      employment({
        employmentType: 'trial',
        position: '',
        workplace: '',
        workingTime: null,
        monthlyGross: null,
      }),
    );
    expect(problems).toEqual({
      endDate: { code: 'endDateRequired' },
      position: { code: 'required' },
      workplace: { code: 'required' },
      workingTime: { code: 'required' },
      monthlyGross: { code: 'required' },
    });
    expect(contractProblems(employment({ employmentType: 'trial', endDate: '2026-07-01' })).endDate).toEqual({
      code: 'trialTooLong',
    });
    expect(contractProblems(employment({ signedOn: '2026-03-02' })).signedOn).toEqual({
      code: 'signedAfterStart',
    });
    expect(
      contractProblems(employment({ workingTime: { numerator: 3, denominator: 2 } })).workingTime,
    ).toEqual({
      code: 'invalidWorkingTime',
    });
  });

  it('checks a mandate’s hourly rate against the minimum hourly rate', () => {
    const mandate = (overrides: Partial<ContractInputBody>) =>
      employment({
        kind: 'mandate',
        employmentType: null,
        subject: 'Obsługa klientów',
        mandateVariant: 'student-under-26',
        payMode: 'hourly',
        hourlyRate: 3140,
        ...overrides,
      });
    expect(contractProblems(mandate({}))).toEqual({});
    expect(contractProblems(mandate({ hourlyRate: 3139 }))).toEqual({
      hourlyRate: { code: 'belowMinimumHourlyRate', params: { minimum: 3140, year: 2026 } },
    });
    expect(contractProblems(mandate({ payMode: 'flat', flatFee: null }))).toEqual({
      flatFee: { code: 'required' },
    });
    expect(contractProblems(mandate({ mandateVariant: null, subject: '' }))).toEqual({
      subject: { code: 'required' },
      mandateVariant: { code: 'required' },
    });
  });

  it('wants a specific work’s fee', () => {
    const work = (overrides: Partial<ContractInputBody>) =>
      employment({
        kind: 'specific_work',
        employmentType: null,
        subject: 'Logo firmy',
        flatFee: 400000,
        ...overrides,
      });
    expect(contractProblems(work({}))).toEqual({});
    expect(contractProblems(work({ flatFee: 0 }))).toEqual({ flatFee: { code: 'positive' } });
    expect(contractProblems(work({ endDate: '2026-02-01' }))).toEqual({
      endDate: { code: 'endBeforeStart' },
    });
  });
});

describe('annexProblems', () => {
  const contract: AnnexedContract = {
    kind: 'employment',
    startDate: '2026-03-01',
    lastDay: null,
    base: baseTerms(employment({ workingTime: { numerator: 1, denominator: 2 }, monthlyGross: 300000 })),
    changes: [],
  };
  const annex = (body: Record<string, unknown>) =>
    annexInputSchema.parse({ signedOn: '2026-06-20', effectiveFrom: '2026-07-01', ...body });

  it('accepts a raise and refuses an annex that changes nothing', () => {
    expect(annexProblems(contract, annex({ monthlyGross: 320000 }))).toEqual({});
    expect(annexProblems(contract, annex({}))).toEqual({ monthlyGross: { code: 'noChange' } });
  });

  it('refuses more working time for the same pay when that is below the minimum', () => {
    expect(annexProblems(contract, annex({ workingTime: { numerator: 1, denominator: 1 } }))).toEqual({
      monthlyGross: { code: 'belowMinimumWage', params: { minimum: 480600, year: 2026 } },
    });
  });

  it('keeps an annex inside the contract and to the fields of its kind', () => {
    expect(annexProblems(contract, annex({ effectiveFrom: '2026-02-01', monthlyGross: 320000 }))).toEqual({
      effectiveFrom: { code: 'annexBeforeStart' },
    });
    expect(
      annexProblems({ ...contract, lastDay: '2026-06-30' }, annex({ monthlyGross: 320000 })).effectiveFrom,
    ).toEqual({ code: 'annexAfterEnd' });
    expect(annexProblems(contract, annex({ hourlyRate: 5000 }))).toEqual({
      hourlyRate: { code: 'annexNotForKind' },
    });
  });
});

describe('terminationProblems', () => {
  const contract = { kind: 'employment' as const, startDate: '2026-03-01', lastDay: null };
  const termination = (body: Record<string, unknown>) =>
    terminationInputSchema.parse({ method: 'notice', noticeDate: '2026-11-10', ...body });

  it('needs no last day for an employment notice, but one for an agreement', () => {
    expect(terminationProblems(contract, termination({}))).toEqual({});
    expect(terminationProblems(contract, termination({ method: 'agreement' }))).toEqual({
      lastDay: { code: 'required' },
    });
    expect(
      terminationProblems(contract, termination({ method: 'agreement', lastDay: '2026-11-09' })),
    ).toEqual({
      lastDay: { code: 'lastDayBeforeNotice' },
    });
    expect(
      terminationProblems({ ...contract, kind: 'mandate' }, termination({ lastDay: '2026-11-30' })),
    ).toEqual({});
  });

  it('refuses a notice outside the contract', () => {
    expect(terminationProblems(contract, termination({ noticeDate: '2026-02-01' }))).toEqual({
      noticeDate: { code: 'noticeBeforeStart' },
    });
    expect(
      terminationProblems(
        { ...contract, lastDay: '2026-10-31' },
        termination({ method: 'agreement', noticeDate: '2026-10-01', lastDay: '2026-11-30' }),
      ),
    ).toEqual({ lastDay: { code: 'lastDayAfterEnd' } });
  });
});
