import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render.tsx';
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

  it('shows only images uploaded here (issue 26), never remote or data: ones', async () => {
    const own = '/api/content-images/0f8b6c1e-2d3a-4b5c-8d9e-0a1b2c3d4e5f.webp';
    const { container } = await renderWithProviders(
      <RichText
        html={`<p><img src="${own}" alt="Chart"><img src="https://evil.example/p.gif"><img src="data:image/png;base64,AAAA"></p>`}
      />,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([own]);
    expect(images[0]?.getAttribute('alt')).toBe('Chart');
  });
});
