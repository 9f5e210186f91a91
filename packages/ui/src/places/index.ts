// Entry '@ridebook/ui/places': the place box with suggestions, for the rider's booking and the public estimator.
export { PlaceSearchField, type PlaceBoxValue, type PlaceSearchFieldProps } from './place-search-field.tsx';
export { placeToLocation } from './place-location.ts';
