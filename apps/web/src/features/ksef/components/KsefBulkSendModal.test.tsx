import { describe, expect, it } from 'vitest';
import { KsefBulkSendModal } from './KsefBulkSendModal.tsx';
import { mountedPortals, renderWithPortals } from '../../../test/render-with-portals.tsx';

describe('KsefBulkSendModal', () => {
  it('mounts nothing with the invoice list until first opened (issue 18)', () => {
    renderWithPortals(
      <KsefBulkSendModal
        opened={false}
        selected={new Map()}
        onClose={() => undefined}
        onSent={() => undefined}
      />,
    );
    expect(mountedPortals()).toBe(0);
  });
});
