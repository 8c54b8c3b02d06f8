import { describe, expect, it } from 'vitest';
import { cityKey, placeContractor, placeContractors, postalPrefix } from './place-contractor.ts';
import { cities, POLAND_BOUNDS, postalAreas } from './poland-places.ts';

const contractor = (id: number, city: string, postalCode: string, country = 'PL') => ({
  id,
  name: `Firma ${id}`,
  city,
  postalCode,
  country,
});

const inPoland = ({ lat, lon }: { lat: number; lon: number }) =>
  lat > POLAND_BOUNDS.south &&
  lat < POLAND_BOUNDS.north &&
  lon > POLAND_BOUNDS.west &&
  lon < POLAND_BOUNDS.east;

describe('the bundled places', () => {
  it('hold the 18 voivodeship capitals among well over 100 cities, all inside Poland', () => {
    const names = new Set(cities.map((city) => city.name));
    for (const capital of [
      'Białystok',
      'Bydgoszcz',
      'Gdańsk',
      'Gorzów Wielkopolski',
      'Katowice',
      'Kielce',
      'Kraków',
      'Lublin',
      'Łódź',
      'Olsztyn',
      'Opole',
      'Poznań',
      'Rzeszów',
      'Szczecin',
      'Toruń',
      'Warszawa',
      'Wrocław',
      'Zielona Góra',
    ])
      expect(names.has(capital), capital).toBe(true);
    expect(cities.length).toBeGreaterThan(150);
    expect(new Set(cities.map((city) => cityKey(city.name))).size).toBe(cities.length);
    for (const place of [...cities, ...postalAreas]) expect(inPoland(place), place.name).toBe(true);
  });

  it('hold the used two-digit postal areas', () => {
    expect(postalAreas.length).toBeGreaterThanOrEqual(98);
    expect(postalAreas.map((area) => area.name)).toContain('00');
  });
});

describe('placeContractor', () => {
  it('places by the city first, whatever its case, Polish letters or district suffix', () => {
    expect(placeContractor(contractor(1, 'Kraków', '31-000'))).toMatchObject({
      lat: 50.06,
      lon: 19.94,
      placedBy: 'city',
    });
    expect(placeContractor(contractor(2, 'LODZ', ''))).toMatchObject({ lat: 51.76, placedBy: 'city' });
    expect(placeContractor(contractor(3, 'bielsko biała', ''))).toMatchObject({
      lat: 49.82,
      placedBy: 'city',
    });
    expect(placeContractor(contractor(4, 'Warszawa Wola', ''))).toMatchObject({
      lat: 52.23,
      placedBy: 'city',
    });
    expect(placeContractor(contractor(5, 'Kraków - Nowa Huta', ''))).toMatchObject({
      lat: 50.06,
      placedBy: 'city',
    });
  });

  it('falls back to the postal area, then to the postal district', () => {
    // A village the table does not know: its postal code says it is near Szczytno/Pisz.
    expect(placeContractor(contractor(6, 'Wielbark', '12-160'))).toMatchObject({
      lat: 53.65,
      lon: 21.5,
      placedBy: 'postalArea',
    });
    expect(placeContractor(contractor(7, '', '80950'))).toMatchObject({ lat: 54.35, placedBy: 'postalArea' });
    // 79 is not a used prefix: the Szczecin district (7) holds it.
    expect(placeContractor(contractor(8, 'Nieznana', '79-100'))).toMatchObject({
      placedBy: 'postalDistrict',
      lat: 53.7,
    });
  });

  it('does not guess a place for a foreign or empty address', () => {
    expect(placeContractor(contractor(9, 'Berlin', '10115', 'DE'))).toBeNull();
    expect(placeContractor(contractor(10, '', ''))).toBeNull();
    expect(postalPrefix('AB-123')).toBeNull();
    expect(postalPrefix(' 05-500 ')).toBe('05');
  });
});

describe('placeContractors', () => {
  it('fans out contractors at one point, the same way whatever the list order, and lists the unplaced', () => {
    const list = [
      contractor(3, 'Gdańsk', ''),
      contractor(1, 'Gdańsk', ''),
      contractor(2, 'Gdańsk', ''),
      contractor(4, 'Paris', '75001', 'FR'),
    ];
    const first = placeContractors(list);
    const second = placeContractors([...list].reverse());
    expect(first.unplaced.map((c) => c.id)).toEqual([4]);
    const points = (result: typeof first) =>
      Object.fromEntries(result.placed.map((c) => [c.id, [c.lat, c.lon]]));
    expect(points(first)).toEqual(points(second));
    const distinct = new Set(first.placed.map((c) => `${c.lat},${c.lon}`));
    expect(distinct.size).toBe(3);
    for (const placed of first.placed) {
      expect(Math.abs(placed.lat - 54.35)).toBeLessThan(0.05);
      expect(Math.abs(placed.lon - 18.65)).toBeLessThan(0.08);
    }
  });

  it('leaves a lone contractor at its place', () => {
    expect(placeContractors([contractor(1, 'Opole', '')]).placed[0]).toMatchObject({
      lat: 50.67,
      lon: 17.93,
    });
  });
});
