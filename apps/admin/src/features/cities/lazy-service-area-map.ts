import { lazy } from 'react';

// Leaflet and Leaflet-Geoman load with the city form's maps, never with the admin's first bundle.
export const ServiceAreaMap = lazy(() => import('./service-area-map.tsx'));
