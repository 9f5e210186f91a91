import L from 'leaflet';
import { useEffect, useState, type RefObject } from 'react';

/**
 * Adds a raster tile layer to the map of `mapRef` (none without `tileUrl`) and tells whether its tiles fail: true
 * when a tile failed before any loaded (offline, blocked), so the map can say so instead of showing grey.
 * `options` are read when the URL or the attribution changes, not on every render.
 */
export function useTileLayer(
  mapRef: RefObject<L.Map | null>,
  tileUrl: string | null | undefined,
  attribution: string,
  options: Omit<L.TileLayerOptions, 'attribution'> = {},
): boolean {
  const [tilesFailed, setTilesFailed] = useState(false);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tileUrl) return;
    let hasLoadedTile = false;
    const layer = L.tileLayer(tileUrl, { attribution, maxZoom: 19, ...options });
    layer.on('tileload', () => {
      hasLoadedTile = true;
      setTilesFailed(false);
    });
    layer.on('tileerror', () => {
      if (!hasLoadedTile) setTilesFailed(true);
    });
    layer.addTo(map);
    return () => {
      layer.remove();
      setTilesFailed(false);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options are read with the URL (see above)
  }, [mapRef, tileUrl, attribution]);
  return tilesFailed;
}
