import type { LatLng, RideMapProps } from '@ridebook/ui/map';

/**
 * '@ridebook/ui/map' in jsdom, which has no layout for Leaflet: the markers as a list, and buttons that do what a
 * click on the map and a dragged pin do. Every test file draws it (vitest.setup.ts mocks '@ridebook/ui/map').
 */
export const MAP_CLICK_POINT: LatLng = { lat: 37.8087, lng: -122.4098 };
export const MARKER_DROP_POINT: LatLng = { lat: 37.7929, lng: -122.397 };

export function RideMap({ markers = [], route = [], onMapClick, onMarkerDragEnd, ...props }: RideMapProps) {
  return (
    <div role="region" aria-label={props['aria-label'] ?? 'Ride map'} data-route-points={route.length}>
      <ul aria-label="Map markers">
        {markers.map((marker) => (
          <li
            key={marker.id}
            data-kind={marker.kind}
            data-selected={marker.isSelected ? 'true' : undefined}
            data-lat={marker.position.lat}
            data-lng={marker.position.lng}
          >
            {marker.label}
            {marker.draggable && onMarkerDragEnd && (
              <button type="button" onClick={() => onMarkerDragEnd(marker.id, MARKER_DROP_POINT)}>
                Drag {marker.id}
              </button>
            )}
          </li>
        ))}
      </ul>
      {onMapClick && (
        <button type="button" onClick={() => onMapClick(MAP_CLICK_POINT)}>
          Click the map
        </button>
      )}
    </div>
  );
}

/** The map as the apps load it (LazyRideMap), with the operator's basemap: here the same fake. */
export const ConfiguredRideMap = RideMap;

export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = 'OpenStreetMap';
