// MapLibre GL under Leaflet (decision 033): its own chunk, imported only when a style URL is configured, so no
// app downloads MapLibre (~250 KB gzip) unless its operator chose a vector style.
import { MaplibreGL } from '@maplibre/maplibre-gl-leaflet';
import type L from 'leaflet';
import { setWorkerUrl, type Map as MaplibreMap } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// MapLibre finds its worker beside its own module, which a bundle moves: Vite emits the file and gives its URL.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

setWorkerUrl(workerUrl);

/** The credit lines of the style's sources (their TileJSON's `attribution`), once they are known. */
function sourceAttributions(glMap: MaplibreMap): string[] {
  const sources = Object.keys(glMap.getStyle().sources ?? {});
  return sources.flatMap((id) => {
    const attribution = (glMap.getSource(id) as { attribution?: unknown } | undefined)?.attribution;
    return typeof attribution === 'string' && attribution !== '' ? [attribution] : [];
  });
}

export type VectorBasemapOptions = {
  /** Shown when the style's sources name no credit of their own. */
  fallbackAttribution: string;
  /** The style, or its first tiles, could not load (offline, blocked, not a style, no WebGL). */
  onFail: () => void;
};

/**
 * Draws the style as the map's base layer (in Leaflet's tile pane, under the areas, the route and the pins) and
 * returns what removes it. Failing before the first complete render (the style, a sprite, a tile) calls `onFail`
 * once; later failures (a tile lost while driving) leave the map as it is.
 */
export function addVectorBasemap(
  map: L.Map,
  styleUrl: string,
  { fallbackAttribution, onFail }: VectorBasemapOptions,
): () => void {
  let settled = false;
  let attribution: string[] = [];
  const fail = () => {
    if (settled) return;
    settled = true;
    onFail();
  };
  let layer: L.MaplibreGL;
  try {
    layer = new MaplibreGL({ style: styleUrl, attributionControl: false, interactive: false });
    layer.addTo(map);
  } catch {
    // No WebGL (an old device, a locked-down browser): MapLibre cannot draw at all.
    fail();
    return () => {};
  }
  const glMap = layer.getMaplibreMap();
  glMap.on('error', fail);
  glMap.once('idle', () => {
    if (settled) return;
    settled = true;
    attribution = sourceAttributions(glMap);
    if (attribution.length === 0) attribution = [fallbackAttribution];
    for (const line of attribution) map.attributionControl?.addAttribution(line);
  });
  return () => {
    settled = true;
    for (const line of attribution) map.attributionControl?.removeAttribution(line);
    layer.remove();
  };
}
