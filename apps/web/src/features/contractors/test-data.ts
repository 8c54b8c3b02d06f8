// Sample answers for the contractors tests (not imported by the app).
import type { Contractor } from '@saldo/contracts/contractors';
import type { CompanyLookupResult } from '@saldo/contracts/lookup';

export function contractor(overrides: Partial<Contractor> = {}): Contractor {
  return {
    id: 7,
    name: 'Kowalski & Syn Sp. z o.o.',
    nip: '6783014227',
    regon: '365123458',
    country: 'PL',
    street: 'ul. Długa',
    buildingNumber: '5',
    flatNumber: '3',
    postalCode: '31-147',
    city: 'Kraków',
    differentCorrespondenceAddress: false,
    correspondenceSameAsCompany: false,
    correspondence: {
      street: '',
      buildingNumber: '',
      flatNumber: '',
      postalCode: '',
      city: '',
      country: 'PL',
    },
    phone: '+48 12 345 67 89',
    email: 'biuro@kowalski.pl',
    website: 'https://kowalski.pl',
    bankAccounts: [],
    paymentTerm: '14_days',
    paymentTermDays: null,
    notes: '',
    tags: ['hurt'],
    vatStatus: 'active',
    vatCheckedAt: '2026-01-05T10:00:00.000Z',
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export const kowalskiLookup: CompanyLookupResult = {
  source: 'gus',
  name: 'KOWALSKI & SYN SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
  nip: '6783014227',
  regon: '365123458',
  krs: '0000612345',
  street: 'ul. Długa',
  buildingNumber: '5',
  flatNumber: '3',
  postalCode: '31-147',
  city: 'Kraków',
  country: 'PL',
  vatStatus: 'active',
  bankAccounts: ['61109010140000071219812874'],
  checkedAt: '2026-01-05T10:00:00.000Z',
  whiteListRequestId: 'req-1',
};
