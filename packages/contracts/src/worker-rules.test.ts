import { describe, expect, it } from 'vitest';
import {
  ageOn,
  isUnder26,
  normalizeWorkerFormAnswers,
  normalizeWorkerInput,
  percentHundredths,
  workerBirth,
  workerFormProblems,
  workerProblems,
} from './worker-rules.ts';
import { workerFormAnswersSchema, workerInputSchema } from './workers.ts';

const today = '2026-11-25';
const base = workerInputSchema.parse({
  firstName: 'Anna',
  lastName: 'Nowak',
  pesel: '02270803624',
  address: { street: 'Polna', buildingNumber: '1', postalCode: '00950', city: 'Warszawa' },
});

describe('worker rules', () => {
  it('accepts a valid record and stores identifiers in their normal form', () => {
    const input = normalizeWorkerInput({ ...base, bankAccount: 'pl61 1090 1014 0000 0712 1981 2874' });
    expect(workerProblems(input, today)).toEqual({});
    expect(input.address.postalCode).toBe('00-950');
    expect(input.bankAccount).toBe('PL61109010140000071219812874');
  });

  it('names each bad field', () => {
    const problems = workerProblems(
      {
        ...base,
        firstName: ' ',
        status: 'employed',
        pesel: '02270803625',
        bankAccount: 'PL61109010140000071219812875',
        taxOfficeCode: '9999',
        nfzBranch: '17',
        email: 'nope',
        address: { ...base.address, postalCode: '123' },
        ppkJoined: true,
        ppkEmployeeRate: '5',
        ppkEmployerRate: '1',
      },
      today,
    );
    expect(problems).toEqual({
      firstName: 'required',
      pesel: 'invalidPesel',
      bankAccount: 'invalidIban',
      taxOfficeCode: 'invalidTaxOffice',
      nfzBranch: 'invalidNfzBranch',
      email: 'invalidEmail',
      'address.postalCode': 'invalidPostalCode',
      ppkEmployeeRate: 'invalidPpkEmployeeRate',
      ppkEmployerRate: 'invalidPpkEmployerRate',
    });
  });

  it('asks a passport holder for the number and the date of birth', () => {
    const foreigner = { ...base, identityKind: 'passport' as const, pesel: '', status: 'employed' as const };
    expect(workerProblems(foreigner, today)).toEqual({ passportNumber: 'required', birthDate: 'required' });
    expect(workerProblems({ ...foreigner, status: 'candidate' }, today)).toEqual({});
    expect(
      workerProblems({ ...foreigner, passportNumber: 'fa 123456', birthDate: '2030-01-01' }, today),
    ).toEqual({ birthDate: 'birthDateInFuture' });
  });

  it('derives the date of birth and sex from the PESEL', () => {
    expect(workerBirth(base)).toEqual({ birthDate: '2002-07-08', sex: 'female' });
    expect(isUnder26('2002-07-08', today)).toBe(true);
    expect(isUnder26('2000-11-25', today)).toBe(false);
    expect(isUnder26('2000-11-26', today)).toBe(true);
    expect(ageOn('1990-02-28', '2026-02-27')).toBe(35);
  });

  it('reads PPK rates as hundredths of a percent', () => {
    expect(percentHundredths('1,5')).toBe(150);
    expect(percentHundredths('2')).toBe(200);
    expect(percentHundredths('0.75')).toBe(75);
    expect(percentHundredths('x')).toBeNull();
  });
});

describe('questionnaire rules', () => {
  const answers = workerFormAnswersSchema.parse({
    firstName: 'Jan',
    lastName: 'Kowal',
    birthDate: '1990-01-01',
    email: 'jan@example.com',
    address: { street: 'Długa', city: 'Gdańsk', postalCode: '80-001' },
    pesel: '90010112349',
  });

  it('wants a PESEL or passport of a person being hired, and nothing of a candidate', () => {
    expect(workerFormProblems({ ...answers, pesel: '' }, true, today)).toEqual({ pesel: 'required' });
    expect(workerFormProblems({ ...answers, pesel: '' }, false, today)).toEqual({});
    expect(workerFormProblems({ ...answers, pesel: '90010112340' }, true, today)).toEqual({
      pesel: 'invalidPesel',
    });
  });

  it('drops the payroll answers a candidate questionnaire did not ask', () => {
    const kept = normalizeWorkerFormAnswers(
      { ...answers, bankAccount: 'PL61109010140000071219812874' },
      false,
    );
    expect(kept.pesel).toBe('');
    expect(kept.bankAccount).toBe('');
  });
});
