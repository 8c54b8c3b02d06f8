import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { MessageText } from './MessageText.tsx';

describe('MessageText', () => {
  it('shows HTML as text and addresses as plain links without opener or referrer', async () => {
    const { container } = await renderWithProviders(
      <MessageText
        text={'<img src=x onerror=alert(1)><script>alert(2)</script> see https://example.com/a.'}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(await screen.findByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'https://example.com/a' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('href')).toBe('https://example.com/a');
  });

  it('makes no link of a javascript: address', async () => {
    await renderWithProviders(<MessageText text="javascript:alert(1)" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
