import { Suspense, use } from 'react';
import { expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from './after-first-paint.ts';

const never = new Promise<never>(() => {});

/** Extras whose render is not ready (it suspends): what the page shows meanwhile tells how it was rendered. */
function Extras() {
  if (useAfterFirstPaint()) use(never);
  return <span>page without extras</span>;
}

function Probe() {
  return <span>{`extras: ${String(useAfterFirstPaint())}`}</span>;
}

// In a file of its own: the module's moment comes once, and this test needs it still ahead.
it('turns true in a transition, so the page stays on screen while the extras are made', async () => {
  render(
    <Suspense fallback={<span>fallback</span>}>
      <Extras />
    </Suspense>,
  );
  // Another root, with nothing to wait for, shows when the moment has come.
  render(<Probe />);
  expect(await screen.findByText('extras: true')).toBeTruthy();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  // An urgent update would have replaced the page with the boundary's fallback.
  expect(screen.queryByText('fallback')).toBeNull();
  expect(screen.getByText('page without extras')).toBeTruthy();
});
