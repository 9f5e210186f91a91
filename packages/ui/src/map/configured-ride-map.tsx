import { useMapSettings } from '@ridebook/api-client';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import { MapLoading } from '../lazy-map/map-loading.tsx';
import { useOptionalTheme } from '../theme/theme-provider.tsx';
import { OSM_ATTRIBUTION, OSM_TILE_URL } from '../lazy-map/tiles.ts';
import { RideMap, type RideMapProps } from './ride-map.tsx';

/** The props the caller set, over the basemap's: an explicit `tileUrl={null}` (no tiles) is kept. */
function withBasemap(props: RideMapProps, basemap: RideMapProps): RideMapProps {
  const given = Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined));
  return { ...basemap, ...given };
}

/**
 * The map with the operator's basemap: asked once (GET /api/map); without an answer, OpenStreetMap's tiles. In the
 * dark theme, the operator's dark style where there is one.
 */
function RideMapWithSettings(props: RideMapProps) {
  const settings = useMapSettings();
  const isDark = useOptionalTheme()?.resolvedTheme === 'dark';
  if (settings.isPending) return <MapLoading className={props.className} />;
  const data = settings.data;
  const darkStyleUrl = isDark ? data?.darkStyleUrl : null;
  const basemap: RideMapProps = data
    ? {
        styleUrl: darkStyleUrl ?? data.styleUrl,
        isDarkStyle: Boolean(darkStyleUrl),
        tileUrl: data.tileUrl,
        attribution: data.attribution,
        basemap: { areas: data.areas, places: data.places },
      }
    : { tileUrl: OSM_TILE_URL, attribution: OSM_ATTRIBUTION };
  return <RideMap {...withBasemap(props, basemap)} />;
}

/**
 * `RideMap` with the basemap the operator configured, read from the API where there is one (an app: a
 * QueryClientProvider above), else OpenStreetMap's tiles (Storybook, a page without the API).
 */
export function ConfiguredRideMap(props: RideMapProps) {
  const hasApi = useContext(QueryClientContext) !== undefined;
  if (hasApi) return <RideMapWithSettings {...props} />;
  return <RideMap {...withBasemap(props, { tileUrl: OSM_TILE_URL, attribution: OSM_ATTRIBUTION })} />;
}
