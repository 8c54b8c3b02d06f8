import type { CompanyLookupResult } from '@saldo/contracts/lookup';
import type { CompanyInfo, OrganizationUser, Series } from '@saldo/contracts/organization-settings';

/** Server answers for the organization settings tests. */
export const company: CompanyInfo = {
  name: 'Demo sp. z o.o.',
  nip: '1234563218',
  regon: '123456785',
  krs: '',
  street: 'ul. Prosta',
  buildingNumber: '20',
  flatNumber: '',
  postalCode: '00-850',
  city: 'Warszawa',
  country: 'PL',
  email: 'biuro@demo.com',
  phone: '',
  website: '',
  vatStatus: 'payer',
  vatExemptionBasis: '',
  vatExemptionBasisKind: 'act',
  cashMethod: false,
  taxOfficeCode: '1471',
  logo: null,
};

export const gusAnswer: CompanyLookupResult = {
  source: 'gus',
  name: 'Kowalski Handel Sp. z o.o.',
  nip: '5260250995',
  regon: '012345678',
  krs: '0000012345',
  street: 'ul. Marszałkowska',
  buildingNumber: '10',
  flatNumber: '4',
  postalCode: '00-590',
  city: 'Warszawa',
  country: 'PL',
  vatStatus: 'active',
  bankAccounts: [],
  checkedAt: '2025-03-01T10:00:00.000Z',
  whiteListRequestId: null,
};

export const series: Series[] = [
  { documentType: 'vat', template: 'FV/{NR}/{MM}/{YYYY}', reset: 'monthly' },
  { documentType: 'vatMargin', template: 'FM/{NR}/{MM}/{YYYY}', reset: 'monthly' },
  { documentType: 'proforma', template: 'PRO/{NR}/{MM}/{YYYY}', reset: 'monthly' },
  { documentType: 'advance', template: 'FZAL/{NR}/{MM}/{YYYY}', reset: 'monthly' },
  { documentType: 'final', template: 'FKON/{NR}/{MM}/{YYYY}', reset: 'monthly' },
  { documentType: 'correction', template: 'KOR/{NR}/{MM}/{YYYY}', reset: 'monthly' },
];

export const users: OrganizationUser[] = [
  {
    id: 1,
    email: 'admin@example.pl',
    fullName: 'Anna Nowak',
    role: 'admin',
    status: 'active',
    contractorId: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
  {
    id: 2,
    email: 'client@example.pl',
    fullName: 'Jan Kowalski',
    role: 'client',
    status: 'active',
    contractorId: null,
    createdAt: '2025-01-02T00:00:00.000Z',
  },
];
