import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client.ts';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { invoiceKeys } from '../../invoices/api/queries.ts';
import { ksefPanel, ksefSettings, ksefState } from '../test-data.ts';
import { ksefKeys, useSendManyToKsef } from './queries.ts';

beforeEach(() => loginAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('useSendManyToKsef', () => {
  it('posts the ids and marks the KSeF states, the panel and the invoices stale, not the settings', async () => {
    const api = stubApi({
      'POST /api/apps/invoice/ksef/send': () =>
        json(200, { queued: [11], skipped: [{ id: 12, reason: 'No.' }] }),
    });
    const client = createQueryClient();
    // Nothing observes these, so marking them stale fetches nothing.
    client.setQueryData(ksefKeys.invoice(11), ksefState());
    client.setQueryData(ksefKeys.panel(), ksefPanel());
    client.setQueryData(ksefKeys.settings(), ksefSettings());
    client.setQueryData(invoiceKeys.detail(11), {});
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSendManyToKsef(), { wrapper });

    let answer: unknown;
    await act(async () => {
      answer = await result.current.mutateAsync([11, 12]);
    });
    expect(answer).toEqual({ queued: [11], skipped: [{ id: 12, reason: 'No.' }] });
    expect(api.callsTo('POST /api/apps/invoice/ksef/send').map((call) => call.body)).toEqual([
      { ids: [11, 12] },
    ]);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(ksefKeys.invoice(11))).toBe(true);
    expect(stale(ksefKeys.panel())).toBe(true);
    expect(stale(invoiceKeys.detail(11))).toBe(true);
    expect(stale(ksefKeys.settings())).toBe(false);
  });
});
