import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from './after-first-paint.ts';

function Probe({ name }: { name: string }) {
  return <span>{`${name}: ${String(useAfterFirstPaint())}`}</span>;
}

describe('useAfterFirstPaint', () => {
  it('is false as the page first renders, true after a frame and an idle moment, and stays true', async () => {
    const first = render(<Probe name="first" />);
    expect(screen.getByText('first: false')).toBeTruthy();
    expect(await screen.findByText('first: true')).toBeTruthy();
    first.unmount();
    // A component mounted later (another page) starts at once.
    render(<Probe name="later" />);
    expect(screen.getByText('later: true')).toBeTruthy();
  });
});
