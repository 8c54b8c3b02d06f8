import type { ContractorPlace } from '@saldo/contracts/gallery-charts';
import { cities, postalAreas, postalDistricts, type LatLon } from './poland-places.ts';

/** How a contractor was placed: at its city, its postal code's area, its postal district, or not at all. */
export type PlacedBy = 'city' | 'postalArea' | 'postalDistrict';

export interface PlacedContractor extends ContractorPlace, LatLon {
  placedBy: PlacedBy;
}

/** A city name as people type it: case, Polish letters, hyphens and spacing do not matter. */
export function cityKey(name: string): string {
  return name
    .toLocaleLowerCase('pl')
    .replaceAll('ł', 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s-]+/g, ' ')
    .trim();
}

const byCity = new Map(cities.map((city) => [cityKey(city.name), city]));
const byArea = new Map(postalAreas.map((area) => [area.name, area]));
const byDistrict = new Map(postalDistricts.map((district) => [district.name, district]));

/**
 * The city's place: its name as typed, or, for 'Warszawa Wola' or 'Kraków - Nowa Huta', its first
 * words that name a known city.
 */
function cityPlace(city: string): LatLon | undefined {
  const words = cityKey(city).split(' ').filter(Boolean);
  for (let length = words.length; length > 0; length--) {
    const found = byCity.get(words.slice(0, length).join(' '));
    if (found) return found;
  }
  return undefined;
}

/** '00-950' or '00950' → '00'; anything else is not a Polish postal code. */
export function postalPrefix(postalCode: string): string | null {
  const match = /^\s*(\d{2})-?\d{3}\s*$/.exec(postalCode);
  return match?.[1] ?? null;
}

/**
 * Where on the map of Poland a contractor goes: at its city when the bundled table knows it (the most
 * precise), else in the middle of its postal code's two-digit area, else of its postal district; null
 * when neither says anything or the address is abroad, so the page lists it instead of guessing.
 */
export function placeContractor(contractor: ContractorPlace): PlacedContractor | null {
  // Abroad neither table applies: Berlin's '10115' reads like a Polish postal code (Olsztyn's).
  if (contractor.country.toUpperCase() !== 'PL') return null;
  const city = cityPlace(contractor.city);
  if (city) return { ...contractor, lat: city.lat, lon: city.lon, placedBy: 'city' };
  const prefix = postalPrefix(contractor.postalCode);
  if (prefix === null) return null;
  const area = byArea.get(prefix);
  if (area) return { ...contractor, lat: area.lat, lon: area.lon, placedBy: 'postalArea' };
  const district = byDistrict.get(prefix.slice(0, 1));
  return district
    ? { ...contractor, lat: district.lat, lon: district.lon, placedBy: 'postalDistrict' }
    : null;
}

/** About 1.5 km: how far apart markers at one point are fanned out, so each stays clickable. */
const SPREAD_DEGREES = 0.015;

/**
 * Places every contractor; those at the same point (one city, one postal area) are set on a small
 * circle around it in id order, so the result does not depend on the list's order.
 */
export function placeContractors(list: readonly ContractorPlace[]): {
  placed: PlacedContractor[];
  unplaced: ContractorPlace[];
} {
  const unplaced: ContractorPlace[] = [];
  const groups = new Map<string, PlacedContractor[]>();
  for (const contractor of list) {
    const placed = placeContractor(contractor);
    if (!placed) {
      unplaced.push(contractor);
      continue;
    }
    const key = `${placed.lat},${placed.lon}`;
    groups.set(key, [...(groups.get(key) ?? []), placed]);
  }
  const placed = [...groups.values()].flatMap((group) => {
    if (group.length === 1) return group;
    const sorted = [...group].sort((a, b) => a.id - b.id);
    const radius = SPREAD_DEGREES * Math.sqrt(sorted.length);
    return sorted.map((contractor, i) => {
      const angle = (2 * Math.PI * i) / sorted.length;
      return {
        ...contractor,
        lat: round(contractor.lat + radius * Math.sin(angle)),
        // A degree of longitude is shorter than one of latitude (cos 52° ≈ 0.62): a round fan.
        lon: round(contractor.lon + (radius * Math.cos(angle)) / 0.62),
      };
    });
  });
  return { placed, unplaced };
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;
