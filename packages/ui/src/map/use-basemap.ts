import type L from 'leaflet';
import type { LatLng } from '@ridebook/validation/geo';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { chooseBasemap, type BasemapKind } from './basemap.ts';
import { addPlainBasemap, type PlainBasemap } from './plain-basemap.ts';
import { useTileLayer } from './use-tile-layer.ts';

export type BasemapOptions = {
  styleUrl?: string | null | undefined;
  tileUrl?: string | null | undefined;
  attribution: string;
  plain: PlainBasemap;
  /** Where the pins and the car are: the plain basemap writes no name under them. */
  markedPoints: () => readonly LatLng[];
};

const NONE_FAILED: ReadonlySet<BasemapKind> = new Set();

/**
 * Puts the best basemap that works under the map of `mapRef` and says which it is: the vector style (MapLibre,
 * loaded now and only now), else the raster tiles, else the plain basemap of the areas and places. A style or
 * tiles failing before they first draw hand over to the next; new URLs start again from the style.
 */
export function useBasemap(
  mapRef: RefObject<L.Map | null>,
  { styleUrl, tileUrl, attribution, plain, markedPoints }: BasemapOptions,
): BasemapKind {
  const sources = `${styleUrl ?? ''}\n${tileUrl ?? ''}`;
  const [failures, setFailures] = useState({ sources, failed: NONE_FAILED });
  const failed = failures.sources === sources ? failures.failed : NONE_FAILED;
  const kind = chooseBasemap({ styleUrl, tileUrl }, failed);

  const [markFailed] = useState(
    () => (failedSources: string, failedKind: BasemapKind) =>
      setFailures((previous) => ({
        sources: failedSources,
        failed: new Set([...(previous.sources === failedSources ? previous.failed : []), failedKind]),
      })),
  );

  const rasterFailed = useTileLayer(mapRef, kind === 'raster' ? tileUrl : null, attribution);
  useEffect(() => {
    if (rasterFailed) markFailed(sources, 'raster');
  }, [rasterFailed, sources, markFailed]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || kind !== 'vector' || !styleUrl) return;
    let removed = false;
    let remove = () => {};
    // Its own chunk: MapLibre is downloaded only for a map that has a style to draw.
    import('./vector-layer.ts')
      .then(({ addVectorBasemap }) => {
        if (removed) return;
        remove = addVectorBasemap(map, styleUrl, {
          fallbackAttribution: attribution,
          onFail: () => markFailed(sources, 'vector'),
        });
      })
      .catch(() => markFailed(sources, 'vector'));
    return () => {
      removed = true;
      remove();
    };
  }, [mapRef, kind, styleUrl, attribution, sources, markFailed]);

  const plainKey = JSON.stringify(plain);
  const marks = useRef(markedPoints);
  useEffect(() => {
    marks.current = markedPoints;
  });
  useEffect(() => {
    const map = mapRef.current;
    if (!map || kind !== 'plain') return;
    return addPlainBasemap(map, JSON.parse(plainKey) as PlainBasemap, () => marks.current());
  }, [mapRef, kind, plainKey, marks]);

  return kind;
}
