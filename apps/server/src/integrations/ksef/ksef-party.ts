// Podmiot1 (seller) and Podmiot2 (buyer) of an e-invoice.
import type { KsefParty } from './ksef-invoice.ts';
import { splitKsefAddress } from './ksef-address.ts';
import { child, children, optionalText, rawText, text } from './ksef-tree.ts';
import type { XmlNode } from '../../lib/xml/xml-tree.ts';

export function parseParty(node: XmlNode | null): KsefParty {
  const identity = child(node, 'DaneIdentyfikacyjne');
  const address = child(node, 'Adres');
  // A simplified invoice (art. 106e ust. 5 pkt 3) may leave out the buyer's address altogether.
  const country = optionalText(address, 'KodKraju') ?? 'PL';
  const line1 = rawText(address, 'AdresL1') ?? '';
  const line2 = rawText(address, 'AdresL2') ?? '';
  // Up to three DaneKontaktowe, each with an optional e-mail and phone: the first given of each wins.
  const contacts = children(node, 'DaneKontaktowe');
  const firstOf = (name: string): string =>
    contacts.map((contact) => text(contact, name)).find((value) => value !== '') ?? '';
  return {
    nip: optionalText(identity, 'NIP'),
    name: text(identity, 'Nazwa'),
    ...splitKsefAddress(line1, line2, country),
    country,
    addressLines: [line1, line2].filter((line) => line !== ''),
    email: firstOf('Email'),
    phone: firstOf('Telefon'),
  };
}
