import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { RichText } from './RichText.tsx';

describe('RichText', () => {
  it('rebuilds allowed markup and drops scripts, handlers and unsafe links', async () => {
    const { container } = await renderWithProviders(
      <RichText
        html={
          '<h2>Title</h2><p onclick="alert(1)">Open <a href="/apps/ksef">the KSeF panel</a> or <a href="javascript:alert(2)">this</a>.</p>' +
          '<script>alert(3)</script><img src="x" onerror="alert(4)"><iframe src="https://evil.example"></iframe>' +
          '<a href="https://www.podatki.gov.pl">KSeF site</a>'
        }
      />,
      { route: '/pages/knowledge-base/ksef/ksef-sending' },
    );
    expect(screen.getByRole('heading', { name: 'Title' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'the KSeF panel' }).getAttribute('href')).toBe('/apps/ksef');
    const outside = screen.getByRole('link', { name: 'KSeF site' });
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: 'this' })).toBeNull();
    const html = container.innerHTML;
    expect(html).not.toMatch(/onclick|onerror|<script|<iframe|javascript:/i);
    expect(container.querySelector('img')).toBeNull();
  });
});
