import type { Place, PlaceCategory } from './places-provider.ts';

/** The second built-in city: London (a city like any other once seeded; the demo creates it). */
export const LONDON_CITY = {
  slug: 'london',
  name: 'London',
  timeZone: 'Europe/London',
  currency: 'GBP',
  locale: 'en-GB',
  distanceUnit: 'mi',
  center: { lat: 51.5072, lng: -0.1276 },
  // Roughly inside the M25: Heathrow to the west, London City Airport and Greenwich to the east.
  bounds: { south: 51.38, west: -0.51, north: 51.62, east: 0.1 },
} as const;

function place(
  id: string,
  category: PlaceCategory,
  name: string,
  address: string,
  lat: number,
  lng: number,
): Place {
  return { id, name, address, category, lat, lng };
}

/**
 * Well-known London places for booking without a geocoder (entrances or middles, to within ~100 m of published
 * coordinates). Ids are stable and prefixed `london-`, so they never collide with San Francisco's.
 */
// prettier-ignore
export const LONDON_GAZETTEER: readonly Place[] = [
  place('london-heathrow-airport', 'airport', 'Heathrow Airport', 'Longford TW6, London', 51.47, -0.4543),
  place('london-city-airport', 'airport', 'London City Airport', 'Hartmann Rd, London E16 2PX', 51.5048, 0.0495),

  place('london-kings-cross', 'station', "King's Cross Station", 'Euston Rd, London N1 9AL', 51.5308, -0.1238),
  place('london-st-pancras', 'station', 'St Pancras International', 'Euston Rd, London N1C 4QP', 51.5316, -0.1262),
  place('london-euston', 'station', 'Euston Station', 'Euston Rd, London NW1 2RT', 51.5282, -0.1337),
  place('london-paddington', 'station', 'Paddington Station', 'Praed St, London W2 1HQ', 51.5154, -0.1755),
  place('london-waterloo', 'station', 'Waterloo Station', 'London SE1 8SW', 51.5031, -0.1132),
  place('london-victoria', 'station', 'Victoria Station', 'London SW1V 1JU', 51.4952, -0.1441),
  place('london-liverpool-street', 'station', 'Liverpool Street Station', 'London EC2M 7PY', 51.5178, -0.0823),
  place('london-bridge-station', 'station', 'London Bridge Station', 'London SE1 9SP', 51.5049, -0.0863),

  place('london-st-thomas-hospital', 'hospital', "St Thomas' Hospital", 'Westminster Bridge Rd, London SE1 7EH', 51.4989, -0.1184),
  place('london-guys-hospital', 'hospital', "Guy's Hospital", 'Great Maze Pond, London SE1 9RT', 51.5032, -0.0872),
  place('london-uch', 'hospital', 'University College Hospital', '235 Euston Rd, London NW1 2BU', 51.5246, -0.1357),

  place('london-westfield-white-city', 'mall', 'Westfield London', 'Ariel Way, London W12 7GF', 51.5072, -0.2219),
  place('london-westfield-stratford', 'mall', 'Westfield Stratford City', 'Montfichet Rd, London E20 1EJ', 51.543, -0.0063),
  place('london-harrods', 'mall', 'Harrods', '87-135 Brompton Rd, London SW1X 7XL', 51.4994, -0.1633),
  place('london-covent-garden-market', 'mall', 'Covent Garden Market', 'The Piazza, London WC2E 8RF', 51.5117, -0.124),

  place('london-ucl', 'university', 'University College London', 'Gower St, London WC1E 6BT', 51.5246, -0.134),
  place('london-imperial', 'university', 'Imperial College London (South Kensington)', 'Exhibition Rd, London SW7 2AZ', 51.4988, -0.1749),
  place('london-kcl-strand', 'university', "King's College London (Strand)", 'Strand, London WC2R 2LS', 51.5115, -0.116),

  place('london-big-ben', 'landmark', 'Big Ben (Houses of Parliament)', 'Westminster, London SW1A 0AA', 51.5007, -0.1246),
  place('london-buckingham-palace', 'landmark', 'Buckingham Palace', 'London SW1A 1AA', 51.5014, -0.1419),
  place('london-tower-of-london', 'landmark', 'Tower of London', 'London EC3N 4AB', 51.5081, -0.0759),
  place('london-british-museum', 'landmark', 'British Museum', 'Great Russell St, London WC1B 3DG', 51.5194, -0.127),
  place('london-eye', 'landmark', 'London Eye', 'Riverside Building, London SE1 7PB', 51.5033, -0.1196),
  place('london-trafalgar-square', 'landmark', 'Trafalgar Square', 'Trafalgar Sq, London WC2N 5DN', 51.508, -0.1281),
  place('london-st-pauls', 'landmark', "St Paul's Cathedral", "St. Paul's Churchyard, London EC4M 8AD", 51.5138, -0.0984),
  place('london-tate-modern', 'landmark', 'Tate Modern', 'Bankside, London SE1 9TG', 51.5076, -0.0994),
  place('london-natural-history-museum', 'landmark', 'Natural History Museum', 'Cromwell Rd, London SW7 5BD', 51.4967, -0.1764),

  place('london-hyde-park', 'park', 'Hyde Park', 'London W2 2UH', 51.5073, -0.1657),
  place('london-regents-park', 'park', "Regent's Park", 'London NW1 4NR', 51.5313, -0.157),
  place('london-greenwich-park', 'park', 'Greenwich Park', 'London SE10 8QY', 51.4769, -0.0005),

  place('london-wembley-stadium', 'stadium', 'Wembley Stadium', 'London HA9 0WS', 51.556, -0.2796),
  place('london-the-o2', 'stadium', 'The O2', 'Peninsula Square, London SE10 0DX', 51.503, 0.0032),
  place('london-emirates-stadium', 'stadium', 'Emirates Stadium', 'Hornsey Rd, London N7 7AJ', 51.5549, -0.1084),

  place('london-the-savoy', 'hotel', 'The Savoy', 'Strand, London WC2R 0EZ', 51.5104, -0.1204),
  place('london-the-ritz', 'hotel', 'The Ritz London', '150 Piccadilly, London W1J 9BR', 51.507, -0.1416),

  place('london-camden-market', 'neighborhood', 'Camden Market', 'Camden Lock Pl, London NW1 8AF', 51.5415, -0.1466),
  place('london-soho', 'neighborhood', 'Soho (Soho Square)', 'Soho Square, London W1D 3QP', 51.5153, -0.1321),
  place('london-notting-hill', 'neighborhood', 'Notting Hill (Portobello Road)', 'Portobello Rd, London W11', 51.5152, -0.205),
];

export const LONDON_GAZETTEER_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  'london-heathrow-airport': ['LHR', 'Heathrow'],
  'london-city-airport': ['LCY'],
  'london-st-pancras': ['Eurostar'],
  'london-big-ben': ['Westminster', 'Parliament'],
  'london-ucl': ['UCL'],
  'london-kcl-strand': ['KCL'],
  'london-uch': ['UCLH'],
  'london-the-o2': ['O2 Arena', 'arena'],
  'london-wembley-stadium': ['Wembley'],
  'london-emirates-stadium': ['Arsenal'],
};
