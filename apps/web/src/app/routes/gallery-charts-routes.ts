import type { RouteObject } from 'react-router';
import { galleryRoutes } from './gallery-routes.ts';
import { lazyPage } from './lazy-page.ts';

/**
 * The gallery's /charts-and-maps/charts/* and /maps/leaflet: the books' series in three chart
 * libraries, and the contractors' map (issue 27). Each page is its own chunk, so each library (and
 * Leaflet with the bundled map of Poland) is downloaded only by its page.
 */
export const chartGalleryRoutes: RouteObject[] = galleryRoutes([
  [
    '/charts-and-maps/charts/apex-chart',
    'galleryCharts:apex.title',
    lazyPage(() => import('../../features/gallery/pages/ApexChartPage.tsx')),
  ],
  [
    '/charts-and-maps/charts/chartjs',
    'galleryCharts:chartjs.title',
    lazyPage(() => import('../../features/gallery/pages/ChartjsPage.tsx')),
  ],
  [
    '/charts-and-maps/charts/echart',
    'galleryCharts:echarts.title',
    lazyPage(() => import('../../features/gallery/pages/EchartPage.tsx')),
  ],
  [
    '/maps/leaflet',
    'galleryCharts:map.title',
    lazyPage(() => import('../../features/gallery/pages/LeafletMapPage.tsx')),
  ],
]);
