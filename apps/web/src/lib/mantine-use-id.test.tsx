import { describe, expect, it, vi } from 'vitest';
import { Profiler, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useMantineId } from './mantine-use-id.ts';

function Probe({ staticId }: { staticId?: string }) {
  const id = useMantineId(staticId);
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {`${id} ${clicks}`}
    </button>
  );
}

describe('useMantineId', () => {
  it('gives React’s id from the first render on, with no second commit after mounting', () => {
    const commits = vi.fn();
    render(
      <Profiler id="probe" onRender={commits}>
        <Probe />
      </Profiler>,
    );
    const first = screen.getByRole('button').textContent ?? '';
    expect(first).toMatch(/^mantine-\S+ 0$/);
    // Mantine's own hook swaps the id in a layout effect: a second, synchronous commit ('update').
    expect(commits.mock.calls.map((call) => call[1])).toEqual(['mount']);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe(first.replace(/ 0$/, ' 1'));
  });

  it('answers an id given by the caller as it is', () => {
    render(<Probe staticId="invoice-number" />);
    expect(screen.getByRole('button').textContent).toBe('invoice-number 0');
  });

  it('gives two components different ids', () => {
    render(
      <>
        <Probe />
        <Probe />
      </>,
    );
    const [a, b] = screen.getAllByRole('button').map((button) => button.textContent);
    expect(a).not.toBe(b);
  });
});
