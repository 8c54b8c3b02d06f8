// Shared by the shop's test files (not imported by the app).
import type { AbilityRule } from '@saldo/contracts/abilities';

/**
 * The client rules the shop needs and that the abilities file does not grant yet (the project's
 * owner adds them): read the catalogue, create in its own cart, wishlist and orders. Tests mock
 * `abilityRulesFor` with these so they exercise the server's narrowing of a client's rows.
 */
export const clientShopRules: AbilityRule[] = [
  { action: 'read', subject: 'Shop' },
  { action: 'create', subject: 'Shop' },
];

export const address = {
  name: 'Jan Nowak',
  street: 'ul. Długa 5',
  postalCode: '31-147',
  city: 'Kraków',
  country: 'PL',
  phone: '',
  email: 'jan.nowak@example.pl',
};
