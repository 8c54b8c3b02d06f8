import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { deferredView } from './deferred-view.tsx';

// A render that suspends is what tells a transition from an urgent update: an urgent one shows the
// boundary's fallback, a transition keeps the last content on screen until the new one is ready.
/** A promise per label that the test opens by hand: a view with that label suspends until then. */
const gates = new Map<string, { promise: Promise<void>; open: () => void; opened: boolean }>();
function gate(label: string) {
  let found = gates.get(label);
  if (!found) {
    let resolve = () => {};
    const made = { promise: new Promise<void>((r) => (resolve = r)), opened: false, open: () => {} };
    made.open = () => {
      made.opened = true;
      resolve();
    };
    gates.set(label, made);
    found = made;
  }
  return found;
}

function Label({ text }: { text: string }) {
  const { opened, promise } = gate(text);
  if (!opened) use(promise);
  return <p>{text}</p>;
}

const DeferredLabel = deferredView(Label);

describe('deferredView', () => {
  it('keeps the last view on screen while the one with new props is being made', async () => {
    gate('first').open();
    const { rerender } = render(
      <Suspense fallback={<p>loading</p>}>
        <DeferredLabel text="first" />
      </Suspense>,
    );
    expect(screen.getByText('first')).toBeTruthy();

    await act(async () =>
      rerender(
        <Suspense fallback={<p>loading</p>}>
          <DeferredLabel text="second" />
        </Suspense>,
      ),
    );
    // An urgent render of the new props would suspend and show the fallback instead.
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('first')).toBeTruthy();

    await act(async () => gate('second').open());
    expect(await screen.findByText('second')).toBeTruthy();
    expect(screen.queryByText('first')).toBeNull();
  });

  it('renders the view with the props it was given at first', () => {
    gate('at once').open();
    render(<DeferredLabel text="at once" />);
    expect(screen.getByText('at once')).toBeTruthy();
  });
});
