// The VAT-7 (23) declaration computed from the registers.
import type { Result } from '../result.ts';
import type { DeclarationError, DeclarationInput, VatDeclaration } from './jpk-types.ts';

/** Every P_xx of the month from its register rows, P_39 carry-over and the refund/carry-forward choice. */
export function buildDeclaration(input: DeclarationInput): Result<VatDeclaration, DeclarationError> {
  void input;
  throw new Error('buildDeclaration: interface only, not implemented yet');
}
