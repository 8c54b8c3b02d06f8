import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { renderRoutes } from '../test/render.tsx';
import { SEARCH_DEBOUNCE_MS } from './debounce.ts';
import { useListState, writeListQuery, type ListQuery, type ListSpec } from './use-list-state.ts';

interface TestQuery extends ListQuery {
  city?: string;
}

const spec: ListSpec<TestQuery> = {
  read: (params) => ({
    q: params.get('q') ?? undefined,
    city: params.get('city') ?? undefined,
    sortBy: params.get('sortBy') ?? 'name',
    sortDesc: params.get('sortDesc') === 'true' ? 'true' : 'false',
    page: Number(params.get('page')) || 1,
    perPage: 10,
  }),
  defaults: { page: 1, perPage: 10, sortBy: 'name', sortDesc: 'false' },
};

function List() {
  const { query, update, sort, search } = useListState(spec);
  return (
    <>
      <input
        aria-label="Search"
        defaultValue={search.defaultValue}
        onChange={(event) => search.onChange(event.currentTarget.value)}
      />
      <button onClick={() => sort('city')}>City</button>
      <button onClick={() => update({ page: 3 })}>Page 3</button>
      <button onClick={() => update({ city: 'Kraków' })}>Kraków</button>
      <Link to="/contractors/7">Kowalski</Link>
      <output>{`${query.q ?? ''}|${query.sortBy}|${query.sortDesc}|${query.page}`}</output>
    </>
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The list, and a contractor page whose code loads only when `loaded` is called. */
function routes() {
  let loaded: () => void = () => undefined;
  const chunk = new Promise<void>((resolve) => (loaded = resolve));
  const tree = [
    { path: '/contractors', element: <List /> },
    {
      path: '/contractors/:id',
      lazy: async () => {
        await chunk;
        return { Component: () => <h1>Contractor page</h1> };
      },
    },
  ];
  return { tree, loaded: () => loaded() };
}

describe('writeListQuery', () => {
  it('leaves out the defaults and empty values', () => {
    const query: TestQuery = {
      q: '',
      city: 'Gdańsk',
      sortBy: 'name',
      sortDesc: 'true',
      page: 1,
      perPage: 10,
    };
    expect(writeListQuery(query, spec.defaults).toString()).toBe('city=Gda%C5%84sk&sortDesc=true');
  });
});

describe('useListState', () => {
  it('reads the address, and a filter starts again from the first page', async () => {
    const { router } = await renderRoutes(routes().tree, { route: '/contractors?page=2&sortBy=city' });
    expect(screen.getByRole('status').textContent).toBe('|city|false|2');
    fireEvent.click(screen.getByRole('button', { name: 'Kraków' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Krak%C3%B3w&sortBy=city'));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Krak%C3%B3w&sortBy=city&page=3'));
  });

  it('sorts a new column ascending and flips the same column', async () => {
    const { router } = await renderRoutes(routes().tree, { route: '/contractors' });
    fireEvent.click(screen.getByRole('button', { name: 'City' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=city'));
    fireEvent.click(screen.getByRole('button', { name: 'City' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=city&sortDesc=true'));
  });

  it('sends the search once typing pauses, as one write', async () => {
    const { router } = await renderRoutes(routes().tree, { route: '/contractors?page=4' });
    const writes: string[] = [];
    router.subscribe((state) => writes.push(state.location.search));
    const field = screen.getByLabelText('Search');
    for (const text of ['k', 'ko', 'kow', 'kowal ']) fireEvent.change(field, { target: { value: text } });
    expect(router.state.location.search).toBe('?page=4');
    await waitFor(() => expect(router.state.location.search).toBe('?q=kowal'));
    expect(writes.filter((search) => search.includes('q='))).toEqual(['?q=kowal']);
    expect(screen.getByRole('status').textContent).toBe('kowal|name|false|1');
  });

  it('does not undo a click on a result made within the debounce while its page loads', async () => {
    const { tree, loaded } = routes();
    const { router } = await renderRoutes(tree, { route: '/contractors' });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'kowalski' } });
    fireEvent.click(screen.getByRole('link', { name: 'Kowalski' }));
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe('/contractors/7'));
    // The debounce runs out while the contractor page's code is still loading.
    await sleep(SEARCH_DEBOUNCE_MS + 100);
    expect(router.state.navigation.location?.pathname).toBe('/contractors/7');
    loaded();
    await screen.findByRole('heading', { name: 'Contractor page' });
    expect(router.state.location.pathname).toBe('/contractors/7');
    await sleep(SEARCH_DEBOUNCE_MS);
    expect(router.state.location.pathname).toBe('/contractors/7');
  });
});
