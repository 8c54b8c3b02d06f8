import { describe, expect, it } from 'vitest';
import { logInAsAdmin } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';
import { galleryFindings, watchProblems, type GalleryRoute } from '../support/page-checks.ts';

/** The chart and map routes (issue 27), each with what shows that its data has been drawn. */
const routes: GalleryRoute[] = [
  {
    path: '/charts-and-maps/charts/apex-chart',
    title: 'ApexCharts',
    ready: '[data-testid="chart-months"] svg',
  },
  {
    path: '/charts-and-maps/charts/chartjs',
    title: 'Chart.js',
    ready: '[data-testid="chart-months"] canvas',
  },
  { path: '/charts-and-maps/charts/echart', title: 'ECharts', ready: '[data-testid="chart-months"] canvas' },
  { path: '/maps/leaflet', title: 'Contractors map', ready: '.saldo-map-marker' },
];

describe('component gallery: charts and the offline map (issue 27)', () => {
  const app = useApp({ env: () => ({ DEBT_SCHEDULE_INTERVAL_MS: '0' }) });

  it('the chart and map pages open for an admin without errors and with no serious axe finding in either skin', async () => {
    const { page } = app;
    const problems = watchProblems(page);
    await logInAsAdmin(page);
    const findings = await galleryFindings(page, routes);
    expect(findings).toEqual([]);
    expect(problems).toEqual([]);
  }, 300_000);

  it('a chart switches to a table of the exact figures', async () => {
    const { page } = app;
    await logInAsAdmin(page);
    await page.goto('/charts-and-maps/charts/chartjs');
    const section = page.getByRole('region', { name: 'Receivables aging' });
    await section.getByRole('img', { name: 'Receivables aging' }).waitFor();
    await section.getByRole('switch', { name: 'Show as table' }).check();
    const table = section.getByRole('table', { name: 'Receivables aging' });
    await expect.poll(() => table.getByRole('row').count()).toBe(6);
    expect(await table.getByRole('cell').first().textContent()).toMatch(/PLN|zł/);
  });

  it('the map works with no tile server (no request leaves the app) and a marker opens its contractor', async () => {
    const { page } = app;
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(app.baseUrl)) outside.push(request.url());
    });
    await logInAsAdmin(page);
    await page.goto('/maps/leaflet');
    await page.getByText('No map tile server is set', { exact: false }).waitFor();
    const marker = page.locator('.saldo-map-marker').first();
    await marker.waitFor();
    const id = await marker.getAttribute('data-contractor-id');
    expect(await marker.getAttribute('aria-label')).toBeTruthy();
    await marker.click();
    await page.waitForURL(`**/apps/contractors/${id}`);
    expect(outside.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
  });
});
