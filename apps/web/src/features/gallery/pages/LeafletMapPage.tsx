import { useCallback, useMemo } from 'react';
import { Alert, Anchor, Group, List, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { useContractorPlaces } from '../api/gallery-charts-api.ts';
import { useChartTheme } from '../charts/use-chart-theme.ts';
import { GalleryPage, GallerySection } from '../components/GalleryPage.tsx';
import { EmptyState, LoadingState, StatesSection } from '../components/States.tsx';
import { ContractorMap } from '../map/ContractorMap.tsx';
import { placeContractors } from '../map/place-contractor.ts';

const SNIPPET = `const { data } = useContractorPlaces(); // GET /api/gallery/contractor-places
const { placed, unplaced } = placeContractors(data.contractors); // city, else postal area: offline

const map = L.map(element, { maxBounds: POLAND });
if (data.tileUrl) L.tileLayer(data.tileUrl).addTo(map); // MAP_TILE_URL; none: no network at all
L.geoJSON(voivodeships).addTo(map); // bundled outline of the 16 voivodeships
for (const c of placed)
  L.marker([c.lat, c.lon], { icon: L.divIcon({ className: 'saldo-map-marker' }), title: c.name })
    .on('click', () => navigate(\`/apps/contractors/\${c.id}\`))
    .addTo(map);`;

/** Unplaced contractors listed by name at most: the rest are counted. */
const UNPLACED_SHOWN = 20;

/** /maps/leaflet: the organization's contractors on a map of Poland that works without a network. */
export default function LeafletMapPage() {
  const { t } = useTranslation('galleryCharts');
  const places = useContractorPlaces();
  const theme = useChartTheme();
  const navigate = useNavigate();
  const open = useCallback((id: number) => void navigate(`/apps/contractors/${id}`), [navigate]);
  const located = useMemo(() => placeContractors(places.data?.contractors ?? []), [places.data]);
  const tileUrl = places.data?.tileUrl ?? null;
  return (
    <GalleryPage title={t('map.title')} whenUsed={t('map.whenUsed')} snippet={SNIPPET}>
      <GallerySection title={t('map.section')} description={t('map.description')}>
        {places.isPending ? (
          <LoadingState height={520} />
        ) : places.isError ? (
          <LoadError
            title={t('map.loadError')}
            error={places.error}
            retrying={places.isFetching}
            onRetry={() => void places.refetch()}
          />
        ) : (
          <Stack gap="sm">
            {!tileUrl && (
              <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
                {t('map.noTiles')}
              </Alert>
            )}
            <Group gap="lg">
              <Text size="sm">{t('map.placed', { count: located.placed.length })}</Text>
              {places.data.total > places.data.contractors.length && (
                <Text size="sm" c="dimmed">
                  {t('map.limited', { shown: places.data.contractors.length, total: places.data.total })}
                </Text>
              )}
            </Group>
            {places.data.contractors.length === 0 ? (
              <EmptyState />
            ) : (
              <ContractorMap
                contractors={located.placed}
                tileUrl={tileUrl}
                tileAttribution={tileUrl ? t('map.tiles', { host: hostOf(tileUrl) }) : ''}
                label={t('map.label')}
                theme={theme}
                onOpen={open}
              />
            )}
            {located.unplaced.length > 0 && (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t('map.unplaced', { count: located.unplaced.length })}
                </Text>
                <List size="sm">
                  {located.unplaced.slice(0, UNPLACED_SHOWN).map((contractor) => (
                    <List.Item key={contractor.id}>
                      <Anchor component={Link} to={`/apps/contractors/${contractor.id}`}>
                        {contractor.name}
                      </Anchor>
                      {contractor.city && ` · ${contractor.city}`}
                    </List.Item>
                  ))}
                </List>
              </Stack>
            )}
          </Stack>
        )}
      </GallerySection>
      <StatesSection disabled={<Text c="dimmed">{t('map.disabled')}</Text>} />
    </GalleryPage>
  );
}

const hostOf = (template: string) =>
  /^https?:\/\/([^/]+)/.exec(template)?.[1]?.replace('{s}.', '') ?? template;
