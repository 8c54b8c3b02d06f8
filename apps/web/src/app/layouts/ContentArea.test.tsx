import { Suspense, use, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/render.tsx';
import { defaultThemeConfig } from '../../lib/theme-config.ts';
import { ContentArea } from './ContentArea.tsx';

const never = new Promise<never>(() => {});

/**
 * A page that, once shown, waits for ever after a click, as a page waits for a translation namespace
 * its components ask for only when their data has arrived.
 */
function WaitingPage() {
  const [waiting, setWaiting] = useState(false);
  if (waiting) use(never);
  return (
    <button type="button" onClick={() => setWaiting(true)}>
      Wait
    </button>
  );
}

describe('the content area', () => {
  it('holds a waiting page in its own boundary: the layout around it stays', async () => {
    await renderRoutes(
      [
        {
          path: '/',
          // The layouts' own boundary, which a page's wait used to reach, hiding the menus and navbar.
          element: (
            <Suspense fallback={<p>The whole layout is waiting</p>}>
              <nav aria-label="Main menu" />
              <ContentArea config={{ ...defaultThemeConfig, blank: false, pageHeader: false }} />
            </Suspense>
          ),
          children: [{ path: 'page', Component: WaitingPage }],
        },
      ],
      { route: '/page' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Wait' }));
    await within(screen.getByRole('main')).findByLabelText('Loading…');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.queryByText('The whole layout is waiting')).toBeNull();
  });
});
