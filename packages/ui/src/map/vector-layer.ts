// MapLibre GL under Leaflet (decision 033): its own chunk, imported only when a style URL is configured, so no
// app downloads MapLibre (~250 KB gzip) unless its operator chose a vector style.
import { MaplibreGL } from '@maplibre/maplibre-gl-leaflet';
import L from 'leaflet';
import { setWorkerUrl, type Map as MaplibreMap } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// MapLibre finds its worker beside its own module, which a bundle moves: Vite emits the file and gives its URL.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

setWorkerUrl(workerUrl);

/** What `GuardedMaplibreGL` reaches of the layer's internals. */
type LayerInternals = {
  _map: L.Map | null;
  _glMap: (MaplibreMap & { _actualCanvas: HTMLElement }) | null;
  _resizeContainer(): void;
  _zoomEnd(): void;
};

/**
 * maplibre-gl-leaflet 0.1.4 finishes a zoom or a resize a frame later (`_transitionEnd`) without checking that the
 * layer is still on a map: removed in between (the style failed just after the map resized), it threw "Cannot read
 * properties of null (reading 'getZoom')". The same steps, skipped once the layer is gone.
 */
const GuardedMaplibreGL = MaplibreGL.extend({
  _transitionEnd(this: LayerInternals) {
    L.Util.requestAnimFrame(() => {
      const { _map: map, _glMap: glMap } = this;
      if (map === null || glMap === null) return;
      const offset = map.latLngToContainerPoint(map.getBounds().getNorthWest());
      this._resizeContainer();
      L.DomUtil.setTransform(glMap._actualCanvas, offset, 1);
      glMap.once('moveend', () => this._zoomEnd());
      glMap.jumpTo({ center: map.getCenter(), zoom: map.getZoom() - 1 });
    });
  },
}) as typeof MaplibreGL;

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
    layer = new GuardedMaplibreGL({ style: styleUrl, attributionControl: false, interactive: false });
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
