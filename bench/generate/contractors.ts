// Contractors of one organization, and what invoices and costs copy from them (the buyer and
// supplier snapshots), kept in memory while those are generated.
import { regonCheckDigit } from '@saldo/domain/identifiers/regon';
import { addDays } from '@saldo/domain/dates/calendar';
import { type RowBuffer, textArray } from './copy.ts';
import {
  contractorName,
  foreignAddress,
  NipSource,
  phoneNumber,
  polishAddress,
  polishIban,
  slug,
  TAGS,
  type ContractorKind,
} from './polish-data.ts';
import { weightedTable, type Lcg } from './random.ts';

export interface Party {
  id: number;
  kind: ContractorKind;
  name: string;
  /** '' without one (a consumer). */
  nip: string;
  email: string;
  country: string;
  /** The first bank account, '' without one. */
  iban: string;
  /** The invoice buyer snapshot (InvoiceParty), as JSON text. */
  buyerJson: string;
  /** The cost supplier snapshot (SupplierSnapshot), as JSON text. */
  supplierJson: string;
}

export const CONTRACTOR_COLUMNS = [
  'id',
  'organization_id',
  'name',
  'nip',
  'regon',
  'country',
  'street',
  'building_number',
  'flat_number',
  'postal_code',
  'city',
  'phone',
  'email',
  'website',
  'bank_accounts',
  'payment_term',
  'payment_term_days',
  'notes',
  'tags',
  'vat_status',
  'vat_checked_at',
  'created_at',
  'updated_at',
] as const;

/** The contractor's own payment term: [code, custom days] or none. */
const TERMS = weightedTable<readonly [string, number | null] | null>([
  [null, 50],
  [['14_days', null], 25],
  [['7_days', null], 10],
  [['21_days', null], 5],
  [['custom', 30], 7],
  [['custom', 60], 3],
]);

const FREE_MAIL = ['gmail.com', 'wp.pl', 'onet.pl', 'o2.pl', 'interia.pl'] as const;

function regon(rng: Lcg): string {
  const leading = String(rng.int(10_000_000, 99_999_999));
  return `${leading}${regonCheckDigit(leading)}`;
}

/**
 * Writes `count` contractors of the organization into `buffer` (ids from `firstId`) and answers what
 * documents copy from them. Created over the year before the first invoice up to `today`.
 */
export function generateContractors(
  rng: Lcg,
  buffer: RowBuffer,
  organizationId: number,
  count: number,
  firstId: number,
  dates: { from: string; today: string },
): Party[] {
  const nips = new NipSource(rng);
  const parties: Party[] = [];
  const span = Math.max(1, Math.round((Date.parse(dates.today) - Date.parse(dates.from)) / 86_400_000));
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const { name, kind, stem } = contractorName(rng);
    const foreign = kind === 'foreign' ? foreignAddress(rng) : null;
    const address = foreign ?? polishAddress(rng);
    const nip =
      kind === 'person'
        ? ''
        : foreign
          ? `${foreign.vatPrefix}${String(rng.int(100_000_000, 999_999_999))}`
          : nips.next();
    const email = rng.chance(0.06)
      ? ''
      : kind === 'person'
        ? `${slug(name.split(' ')[0] ?? 'jan')}.${slug(stem)}@${rng.pick(FREE_MAIL)}`
        : `${rng.pick(['biuro', 'kontakt', 'faktury', 'ksiegowosc', 'info'])}@${slug(stem)}${rng.pick(['.pl', '.com.pl', '.eu'])}`;
    const phone = rng.chance(0.85) ? phoneNumber(rng) : '';
    const account = kind !== 'person' && rng.chance(0.6) ? polishIban(rng) : null;
    const term = rng.weighted(TERMS);
    const created = `${addDays(dates.from, Math.floor((i / count) * span))} ${String(rng.int(7, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00 Europe/Warsaw`;
    const tags = rng.chance(0.3) ? [rng.pick(TAGS)] : [];
    const vatStatus =
      kind === 'person' || foreign ? null : rng.chance(0.9) ? 'active' : rng.pick(['exempt', null]);
    buffer.add([
      id,
      organizationId,
      name,
      nip === '' ? null : nip,
      kind === 'company' && rng.chance(0.6) ? regon(rng) : '',
      address.country,
      address.street,
      address.buildingNumber,
      address.flatNumber,
      address.postalCode,
      address.city,
      phone,
      email,
      kind === 'company' && rng.chance(0.4) ? `https://www.${slug(stem)}.pl` : '',
      JSON.stringify(account ? [{ iban: account.iban, name: account.bank }] : []),
      term === null ? null : term[0],
      term === null ? null : term[1],
      rng.chance(0.05) ? 'Płatność wyłącznie przelewem, faktury na adres e-mail.' : '',
      textArray(tags),
      vatStatus,
      vatStatus === null ? null : created,
      created,
      created,
    ]);
    const party = {
      name,
      nip,
      street: address.street,
      buildingNumber: address.buildingNumber,
      flatNumber: address.flatNumber,
      postalCode: address.postalCode,
      city: address.city,
      country: address.country,
      email,
    };
    parties.push({
      id,
      kind,
      name,
      nip,
      email,
      country: address.country,
      iban: account?.iban ?? '',
      buyerJson: JSON.stringify({ ...party, phone }),
      supplierJson: JSON.stringify(party),
    });
  }
  return parties;
}
