// The KSeF invoice schemas by namespace; the XML plumbing itself is lib/xml/xml-tree.ts.
import type { KsefSchema } from './ksef-invoice.ts';

export const KSEF_NAMESPACES: Readonly<Record<KsefSchema, string>> = {
  'FA(3)': 'http://crd.gov.pl/wzor/2025/06/25/13775/',
  'FA(2)': 'http://crd.gov.pl/wzor/2023/06/29/12648/',
};

export function schemaOfNamespace(namespace: string | null): KsefSchema | null {
  if (namespace === KSEF_NAMESPACES['FA(3)']) return 'FA(3)';
  if (namespace === KSEF_NAMESPACES['FA(2)']) return 'FA(2)';
  return null;
}
