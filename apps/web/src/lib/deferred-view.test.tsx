import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { deferredView } from './deferred-view.tsx';

// A render that suspends is what tells a transition from an urgent update: an urgent one shows the
// boundary's fallback, a transition keeps the last content on screen until the new one is ready.
const pending = new Map<string, { promise: Promise<void>; done: () => void; settled: boolean }>();
function waitFor(label: string) {
  let entry = pending.get(label);
  if (!entry) {
    let done = () => {};
    const promise = new Promise<void>((resolve) => (done = resolve));
    entry = { promise, done: () => {}, settled: false };
    const made = entry;
    made.done = () => {
      made.settled = true;
      done();
    };
    pending.set(label, made);
  }
  return entry;
}

function Label({ text }: { text: string }) {
  const entry = waitFor(text);
  if (!entry.settled) use(entry.promise);
  return <p>{text}</p>;
}

const DeferredLabel = deferredView(Label);

describe('deferredView', () => {
  it('keeps the last view on screen while the one with new props is being made', async () => {
    waitFor('first').done();
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

    await act(async () => waitFor('second').done());
    expect(await screen.findByText('second')).toBeTruthy();
    expect(screen.queryByText('first')).toBeNull();
  });

  it('renders the view with the props it was given at first', () => {
    waitFor('at once').done();
    render(<DeferredLabel text="at once" />);
    expect(screen.getByText('at once')).toBeTruthy();
  });
});
