import { describe, expect, it } from 'vitest';
import { splitKsefAddress, type KsefAddressParts } from './ksef-address.ts';

type Case = [line1: string, line2: string, expected: Partial<KsefAddressParts>];

const none = { street: '', buildingNumber: '', flatNumber: '', postalCode: '', city: '' };

const POLISH: Case[] = [
  // As the Ministry's samples write them.
  [
    'ul. Kwiatowa 1 m. 2',
    '00-001 Warszawa',
    { street: 'ul. Kwiatowa', buildingNumber: '1', flatNumber: '2', postalCode: '00-001', city: 'Warszawa' },
  ],
  ['ul. Sadowa 1 lok. 3', '00-002 Kraków', { street: 'ul. Sadowa', buildingNumber: '1', flatNumber: '3' }],
  [
    'Sadowa 1 lok. 2',
    '00-003 Łódź',
    { street: 'Sadowa', buildingNumber: '1', flatNumber: '2', city: 'Łódź' },
  ],
  ['ul. Polna 1', '00-001 Warszawa', { street: 'ul. Polna', buildingNumber: '1', flatNumber: '' }],
  [
    'ul. Kwiatowa 1, 00-001 Warszawa',
    '',
    { street: 'ul. Kwiatowa', buildingNumber: '1', postalCode: '00-001', city: 'Warszawa' },
  ],
  ['Akacjowa 1, 00-001 Warszawa', '', { street: 'Akacjowa', buildingNumber: '1', city: 'Warszawa' }],
  // A village without streets: the place name stands where the street would.
  [
    'Bzdziszewo 1',
    '00-007 Bzdziszewo',
    { street: 'Bzdziszewo', buildingNumber: '1', postalCode: '00-007', city: 'Bzdziszewo' },
  ],
  // Other ways people write the same.
  ['Kwiatowa 1/2', '00-001 Warszawa', { street: 'Kwiatowa', buildingNumber: '1', flatNumber: '2' }],
  ['Kwiatowa 1 m 2', '00-001 Warszawa', { street: 'Kwiatowa', buildingNumber: '1', flatNumber: '2' }],
  [
    'al. Jerozolimskie 123A lok. 45',
    '02-017 Warszawa',
    { street: 'al. Jerozolimskie', buildingNumber: '123A', flatNumber: '45' },
  ],
  [
    'ul. Długa 65/79 lok. 12',
    '00-238 Warszawa',
    { street: 'ul. Długa', buildingNumber: '65/79', flatNumber: '12' },
  ],
  ['ul. 3 Maja 5/7', '35-030 Rzeszów', { street: 'ul. 3 Maja', buildingNumber: '5', flatNumber: '7' }],
  ['ul. Kwiatowa 12-14', '00-001 Warszawa', { street: 'ul. Kwiatowa', buildingNumber: '12-14' }],
  ['ul. Kwiatowa 1 A', '00-001 Warszawa', { street: 'ul. Kwiatowa', buildingNumber: '1A' }],
  [
    '  ul.  Kwiatowa   1 ',
    ' 00-001   Warszawa ',
    { street: 'ul. Kwiatowa', buildingNumber: '1', city: 'Warszawa' },
  ],
  // Town first, or the code after the town.
  ['00-001 Warszawa', 'ul. Polna 1', { street: 'ul. Polna', buildingNumber: '1', postalCode: '00-001' }],
  ['ul. Polna 1', 'Warszawa 00-001', { postalCode: '00-001', city: 'Warszawa' }],
  [
    'ul. Polna 1, Warszawa 00-001',
    '',
    { street: 'ul. Polna', buildingNumber: '1', postalCode: '00-001', city: 'Warszawa' },
  ],
  ['ul. Polna 1 00-001 Warszawa', '', { street: 'ul. Polna', buildingNumber: '1', city: 'Warszawa' }],
  // Without a postal code the town is still recognised after a comma or in line 2.
  [
    'ul. Polna 1, Warszawa',
    '',
    { street: 'ul. Polna', buildingNumber: '1', postalCode: '', city: 'Warszawa' },
  ],
  ['ul. Polna 1', 'Warszawa', { postalCode: '', city: 'Warszawa' }],
];

// Nothing to split safely: the text stays whole where it was.
const UNSPLIT: Case[] = [
  ['Rynek Główny', '31-042 Kraków', { street: 'Rynek Główny', buildingNumber: '', postalCode: '31-042' }],
  ['Lokal użytkowy przy dworcu PKP', '', { ...none, street: 'Lokal użytkowy przy dworcu PKP' }],
  ['Pawilon B, stoisko 12', '', { ...none, street: 'Pawilon B, stoisko 12' }],
  ['', '00-001 Warszawa', { ...none, postalCode: '00-001', city: 'Warszawa' }],
  ['', '', none],
];

describe('KSeF address: Polish AdresL1/AdresL2 split into fields', () => {
  it.each([...POLISH, ...UNSPLIT])('%j / %j', (line1, line2, expected) => {
    const parts = splitKsefAddress(line1, line2, 'PL');
    expect(parts).toMatchObject(expected);
    expectNoTextLost(line1, line2, parts);
  });
});

describe('KSeF address: foreign addresses', () => {
  // Foreign conventions differ (number first, codes with letters), so nothing is guessed.
  it.each<Case>([
    ['Blümchenstraße 1', '10999 Berlin', { ...none, street: 'Blümchenstraße 1', city: '10999 Berlin' }],
    ['Flower (St) 1', 'Seattle, WA 99999', { ...none, street: 'Flower (St) 1', city: 'Seattle, WA 99999' }],
  ])('%j / %j stays as given', (line1, line2, expected) => {
    expect(splitKsefAddress(line1, line2, 'DE')).toEqual(expected);
  });
});

/** Every word of the input is somewhere in the output, except the flat markers the split consumes. */
function expectNoTextLost(line1: string, line2: string, parts: KsefAddressParts): void {
  const output = Object.values(parts).join(' ');
  const words = `${line1} ${line2}`
    .split(/[\s,/]+/)
    .filter((word) => word !== '' && !/^(?:m\.?|lok\.?)$/i.test(word));
  for (const word of words) expect(output).toContain(word);
}
