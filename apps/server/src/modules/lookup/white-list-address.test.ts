import { describe, expect, it } from 'vitest';
import { splitWhiteListAddress } from './white-list-address.ts';

describe('splitWhiteListAddress', () => {
  it('splits street, building, flat, postal code and city', () => {
    expect(splitWhiteListAddress('UL. DŁUGA 5/3, 31-147 KRAKÓW')).toEqual({
      street: 'UL. DŁUGA',
      buildingNumber: '5',
      flatNumber: '3',
      postalCode: '31-147',
      city: 'KRAKÓW',
    });
    expect(splitWhiteListAddress('AL. JEROZOLIMSKIE 65/79 LOK. 12, 00-697 WARSZAWA')).toMatchObject({
      street: 'AL. JEROZOLIMSKIE',
      buildingNumber: '65/79',
      flatNumber: '12',
    });
    expect(splitWhiteListAddress('UL. PROSTA 12A M. 4, 00-838 WARSZAWA')).toMatchObject({
      buildingNumber: '12A',
      flatNumber: '4',
    });
  });

  it('keeps a village address as place and number', () => {
    expect(splitWhiteListAddress('NOWA WIEŚ MALBORSKA 12, 82-200 MALBORK')).toEqual({
      street: 'NOWA WIEŚ MALBORSKA',
      buildingNumber: '12',
      flatNumber: null,
      postalCode: '82-200',
      city: 'MALBORK',
    });
  });

  it('keeps whatever it cannot split whole, inventing nothing', () => {
    expect(splitWhiteListAddress('SKRYTKA POCZTOWA')).toEqual({
      street: 'SKRYTKA POCZTOWA',
      buildingNumber: '',
      flatNumber: null,
      postalCode: '',
      city: '',
    });
  });
});
