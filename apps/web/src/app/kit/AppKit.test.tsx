import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { renderWithProviders } from '../../test/render.tsx';

describe('KitProviders', () => {
  it('mounts the toasts after the first paint; a toast shown before then appears with them', async () => {
    // The first render of this test file: the page has not painted yet.
    await renderWithProviders(<p>page</p>);
    notifications.show({ message: 'Saved before the first paint' });
    expect(screen.getByText('page')).toBeTruthy();
    // Nothing of Mantine's toasts in the page's first commit (issue 18: total blocking time).
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    expect(await screen.findByText('Saved before the first paint')).toBeTruthy();
  });
});
