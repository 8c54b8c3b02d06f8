import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@saldo/domain/currency';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { DecimalSpinbutton } from './DecimalSpinbutton.tsx';

/** A form's use of the field: the value it holds is whatever the field last reported. */
function Money({
  initial,
  locale = 'pl',
  step,
  max,
}: {
  initial: number | null;
  locale?: Locale;
  step?: number;
  max?: number;
}) {
  const [grosze, setGrosze] = useState(initial);
  return (
    <>
      <DecimalSpinbutton
        label="Amount"
        decimals={2}
        locale={locale}
        min={0}
        max={max}
        step={step}
        value={grosze}
        onChange={setGrosze}
        valueText={(value) => `${value} grosze`}
      />
      <output data-testid="held">{grosze === null ? 'empty' : `${typeof grosze}:${grosze}`}</output>
    </>
  );
}

const held = () => screen.getByTestId('held').textContent;
const field = () => screen.getByRole('spinbutton', { name: 'Amount' });

describe('the money spin button', () => {
  it('shows grosze with the Polish decimal comma and spaced thousands, and says the value', async () => {
    await renderWithProviders(<Money initial={123456} />);
    expect(field()).toHaveProperty('value', '1\u00a0234,56');
    expect(field().getAttribute('aria-valuenow')).toBe('1234.56');
    expect(field().getAttribute('aria-valuetext')).toBe('123456 grosze');
  });

  it('uses English separators outside Polish', async () => {
    await renderWithProviders(<Money initial={123456} locale="en" />);
    expect(field()).toHaveProperty('value', '1,234.56');
  });

  it('parses what is typed into whole grosze, a typed dot becoming the comma', async () => {
    await renderWithProviders(<Money initial={null} />);
    const actor = userEvent.setup();
    await actor.type(field(), '12.5');
    // Money always shows its two decimals.
    expect(field()).toHaveProperty('value', '12,50');
    expect(held()).toBe('number:1250');
    await actor.clear(field());
    expect(held()).toBe('empty');
  });

  it('steps by whole grosze, so 0,20 + 0,10 is exactly 0,30', async () => {
    await renderWithProviders(<Money initial={20} step={10} />);
    const actor = userEvent.setup();
    await actor.click(field());
    await actor.keyboard('{ArrowUp}');
    expect(held()).toBe('number:30');
    expect(field()).toHaveProperty('value', '0,30');
    await actor.keyboard('{PageUp}');
    expect(held()).toBe('number:130');
    await actor.keyboard('{ArrowDown}{ArrowDown}');
    expect(held()).toBe('number:110');
  });

  it('never goes below its minimum and brings a typed value within its maximum on leaving', async () => {
    await renderWithProviders(<Money initial={50} max={100000} />);
    const actor = userEvent.setup();
    await actor.click(field());
    await actor.keyboard('{ArrowDown}');
    expect(held()).toBe('number:0');
    await actor.clear(field());
    await actor.type(field(), '2000');
    expect(held()).toBe('number:200000');
    fireEvent.blur(field());
    expect(held()).toBe('number:100000');
    expect(field()).toHaveProperty('value', '1\u00a0000,00');
  });

  it('refuses a third decimal rather than rounding it', async () => {
    await renderWithProviders(<Money initial={null} />);
    const actor = userEvent.setup();
    await actor.type(field(), '0,125');
    expect(field()).toHaveProperty('value', '0,12');
    expect(held()).toBe('number:12');
  });
});
