import { useQuery } from '@tanstack/react-query';
import {
  contractorPlacesSchema,
  galleryChartsSchema,
  type ContractorPlaces,
  type GalleryCharts,
} from '@saldo/contracts/gallery-charts';
import { api } from '../../../lib/api-client.ts';

/** Fetchers and queries of the gallery's chart and map pages (/api/gallery/…), parsed with the contracts. */

export async function fetchGalleryCharts(signal?: AbortSignal): Promise<GalleryCharts> {
  return galleryChartsSchema.parse(await api.get<unknown>('/gallery/charts', { signal }));
}

export async function fetchContractorPlaces(signal?: AbortSignal): Promise<ContractorPlaces> {
  return contractorPlacesSchema.parse(await api.get<unknown>('/gallery/contractor-places', { signal }));
}

export const galleryChartKeys = {
  charts: () => ['gallery', 'charts'] as const,
  places: () => ['gallery', 'contractor-places'] as const,
};

export const useGalleryCharts = () =>
  useQuery({ queryKey: galleryChartKeys.charts(), queryFn: ({ signal }) => fetchGalleryCharts(signal) });

export const useContractorPlaces = () =>
  useQuery({ queryKey: galleryChartKeys.places(), queryFn: ({ signal }) => fetchContractorPlaces(signal) });
