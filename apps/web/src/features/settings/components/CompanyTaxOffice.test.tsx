// The tax office (KodUrzedu of the JPK_V7M header) is chosen with the company's other tax data.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { company } from '../../../test/settings-fixtures.ts';
import { CompanyTab } from './CompanyTab.tsx';

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the tax office in the company settings', () => {
  it(
    'shows the chosen office and saves another one from the official list',
    { timeout: 60_000 },
    async () => {
      const api = stubApi({
        'GET /api/organization/company': () => json(200, company),
        'PUT /api/organization/company': (body) => json(200, { ...(body as object), logo: null }),
      });
      await renderWithProviders(<CompanyTab />);
      const user = userEvent.setup();
      // The first render of the form is slow on a loaded machine.
      const office = (await screen.findByLabelText(
        /^Tax office/,
        {},
        { timeout: 15_000 },
      )) as HTMLInputElement;
      expect(office.value).toMatch(/^1471 /);
      await user.clear(office);
      await user.type(office, '1207');
      await user.click(await screen.findByRole('option', { name: /^1207 / }));
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
      expect(api.callsTo('PUT /api/organization/company')[0]?.body).toMatchObject({ taxOfficeCode: '1207' });
    },
  );
});
