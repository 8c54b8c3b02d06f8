import { describe, expect, it } from 'vitest';
import { invoiceFileName } from './invoice-files.ts';

describe('invoiceFileName', () => {
  it('names the file by type and number, in ASCII, the same for the PDF and the XML', () => {
    expect(invoiceFileName({ number: 'FV/9/11/2026', type: 'vat' }, 'pdf')).toBe('Faktura_FV_9_11_2026.pdf');
    expect(invoiceFileName({ number: 'FV/9/11/2026', type: 'vat' }, 'xml')).toBe('Faktura_FV_9_11_2026.xml');
    expect(invoiceFileName({ number: 'FK/ŁÓDŹ/2026', type: 'correction' }, 'pdf')).toBe(
      'Korekta_FK_LODZ_2026.pdf',
    );
    expect(invoiceFileName({ number: 'PRO 7/2026', type: 'proforma' }, 'pdf')).toBe(
      'Proforma_PRO_7_2026.pdf',
    );
  });
});
