import { z } from 'zod';

/**
 * Tax returns (the monthly JPK_V7M(3)): `/api/tax-returns*`. Amounts travel as integer grosze; the
 * declaration's whole-złoty fields are computed by `@saldo/domain` on the server.
 */

/** Stored statuses; 'not_prepared' is a month without a row. */
export const TAX_RETURN_STORED_STATUSES = ['draft', 'ready', 'submitted', 'corrected'] as const;
export type TaxReturnStoredStatus = (typeof TAX_RETURN_STORED_STATUSES)[number];
export const TAX_RETURN_STATUSES = ['not_prepared', ...TAX_RETURN_STORED_STATUSES] as const;
export type TaxReturnStatus = (typeof TAX_RETURN_STATUSES)[number];

export const TAX_RETURN_REGISTER_KINDS = ['sale', 'purchase'] as const;
export type TaxReturnRegisterKind = (typeof TAX_RETURN_REGISTER_KINDS)[number];

/** Surplus of input VAT: carried to next month (P_62) or refunded within 60 days (P_54 + P_56). */
export const TAX_RETURN_REFUND_CHOICES = ['carry_forward', 'refund_60'] as const;
export type TaxReturnRefundChoice = (typeof TAX_RETURN_REFUND_CHOICES)[number];
