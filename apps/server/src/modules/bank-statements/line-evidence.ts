import { compactText, nipCandidates, parseSplitPaymentTitle } from '@saldo/domain/bank/payment-title';
import type { BankTransaction } from '@saldo/domain/bank/statement-types';
import type { LineEvidence } from './bank-statements.repository.ts';

const KSEF_NUMBER = /\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}/gi;

/** What the proposals query narrows the open documents by: what DocumentIndex looks up, in SQL's terms. */
export function lineEvidence(line: BankTransaction): LineEvidence {
  const mpp = parseSplitPaymentTitle(line.title);
  const variants = mpp ? [...line.titleVariants, mpp.invoice] : line.titleVariants;
  const joined = variants.join(' ');
  return {
    amount: Math.abs(line.amount),
    numberWords: [
      ...new Set(
        variants
          .flatMap((title) => title.split(/[\s,;]+/))
          .map((word) => word.replace(/^(?:FV|FA|NR)[.:]?/i, ''))
          .filter((word) => word.length >= 4 && /\d/.test(word)),
      ),
    ].slice(0, 20),
    nips: [...new Set(nipCandidates(joined))],
    ksefNumbers: [...new Set([...joined.matchAll(KSEF_NUMBER)].map((m) => compactText(m[0])))],
    account: compactText(line.counterpartyAccount).slice(-26),
  };
}
