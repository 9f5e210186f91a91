import type { Place, PlaceCategory } from './places-provider.ts';

/** The built-in demo city: the map's default view, and where the offline gazetteer's places are. */
export const DEMO_CITY = {
  /** Fixed, so the migration that made cities data (drizzle/0013) and the seeds agree on it. */
  id: '5f000000-0000-4000-8000-000000000001',
  slug: 'san-francisco',
  name: 'San Francisco',
  timeZone: 'America/Los_Angeles',
  currency: 'USD',
  locale: 'en-US',
  distanceUnit: 'mi',
  center: { lat: 37.7749, lng: -122.4194 },
  // San Francisco proper plus SFO to the south and Oakland airport and the Coliseum to the east.
  bounds: { south: 37.6, west: -122.53, north: 37.84, east: -122.18 },
} as const;

const SF = 'San Francisco, CA';

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
 * Well-known San Francisco places for booking without a geocoder. Coordinates are the entrance or the middle of
 * the place, checked against transit agencies' station lists and published coordinates (to within ~100 m); only
 * places we could place with confidence are here. Ids are stable: rides and favourites may store them.
 */
// prettier-ignore
export const GAZETTEER: readonly Place[] = [
  // Airports
  place('sfo-airport', 'airport', 'San Francisco International Airport', 'San Francisco, CA 94128', 37.6213, -122.379),
  place('oak-airport', 'airport', 'Oakland International Airport', '1 Airport Dr, Oakland, CA 94621', 37.7126, -122.213),

  // Stations: BART (with Muni Metro downtown), Caltrain, ferries
  place('embarcadero-station', 'station', 'Embarcadero Station (BART & Muni)', `298 Market St, ${SF} 94111`, 37.7929, -122.397),
  place('montgomery-station', 'station', 'Montgomery St Station (BART & Muni)', `598 Market St, ${SF} 94104`, 37.7894, -122.4011),
  place('powell-station', 'station', 'Powell St Station (BART & Muni)', `899 Market St, ${SF} 94102`, 37.7845, -122.408),
  place('civic-center-station', 'station', 'Civic Center/UN Plaza Station (BART & Muni)', `1150 Market St, ${SF} 94102`, 37.7797, -122.4141),
  place('16th-st-mission-station', 'station', '16th St Mission BART Station', `2000 Mission St, ${SF} 94110`, 37.7651, -122.4197),
  place('24th-st-mission-station', 'station', '24th St Mission BART Station', `2800 Mission St, ${SF} 94110`, 37.7525, -122.4181),
  place('glen-park-station', 'station', 'Glen Park BART Station', `2901 Diamond St, ${SF} 94131`, 37.7331, -122.4338),
  place('balboa-park-station', 'station', 'Balboa Park BART Station', `401 Geneva Ave, ${SF} 94112`, 37.7216, -122.4475),
  place('sfo-bart-station', 'station', 'SFO BART Station', `International Terminal, ${SF} 94128`, 37.616, -122.3924),
  place('caltrain-4th-and-king', 'station', 'San Francisco Caltrain Station (4th & King)', `700 4th St, ${SF} 94107`, 37.7763, -122.3949),
  place('caltrain-22nd-street', 'station', '22nd Street Caltrain Station', `1149 22nd St, ${SF} 94107`, 37.7576, -122.3924),
  place('ferry-building', 'station', 'Ferry Building', `1 Ferry Building, ${SF} 94111`, 37.7955, -122.3937),
  place('alcatraz-landing', 'station', 'Pier 33 Alcatraz Landing', `Pier 33, The Embarcadero, ${SF} 94133`, 37.807, -122.4046),

  // Hospitals
  place('ucsf-parnassus', 'hospital', 'UCSF Medical Center at Parnassus', `505 Parnassus Ave, ${SF} 94143`, 37.7631, -122.4577),
  place('ucsf-mission-bay-hospital', 'hospital', 'UCSF Medical Center at Mission Bay', `1975 4th St, ${SF} 94158`, 37.7652, -122.3901),
  place('zuckerberg-sf-general', 'hospital', 'Zuckerberg San Francisco General Hospital', `1001 Potrero Ave, ${SF} 94110`, 37.7557, -122.4051),
  place('cpmc-van-ness', 'hospital', 'CPMC Van Ness Campus', `1101 Van Ness Ave, ${SF} 94109`, 37.786, -122.422),
  place('cpmc-mission-bernal', 'hospital', 'CPMC Mission Bernal Campus', `3555 Cesar Chavez St, ${SF} 94110`, 37.7478, -122.4213),
  place('kaiser-sf', 'hospital', 'Kaiser Permanente San Francisco Medical Center', `2425 Geary Blvd, ${SF} 94115`, 37.7828, -122.4434),
  place('st-marys-medical-center', 'hospital', "St. Mary's Medical Center", `450 Stanyan St, ${SF} 94117`, 37.7739, -122.4541),
  place('saint-francis-memorial', 'hospital', 'Saint Francis Memorial Hospital', `900 Hyde St, ${SF} 94109`, 37.7894, -122.4168),
  place('sf-va-medical-center', 'hospital', 'San Francisco VA Medical Center', `4150 Clement St, ${SF} 94121`, 37.782, -122.5051),

  // Shopping
  place('westfield-sf-centre', 'mall', 'Westfield San Francisco Centre', `865 Market St, ${SF} 94103`, 37.7841, -122.4067),
  place('union-square', 'mall', 'Union Square', `333 Post St, ${SF} 94108`, 37.788, -122.4075),
  place('embarcadero-center', 'mall', 'Embarcadero Center', `Embarcadero Center, ${SF} 94111`, 37.7949, -122.3985),
  place('stonestown-galleria', 'mall', 'Stonestown Galleria', `3251 20th Ave, ${SF} 94132`, 37.7282, -122.4771),

  // Universities
  place('sf-state', 'university', 'San Francisco State University', `1600 Holloway Ave, ${SF} 94132`, 37.7241, -122.4786),
  place('usf', 'university', 'University of San Francisco', `2130 Fulton St, ${SF} 94117`, 37.7766, -122.4511),
  place('uc-law-sf', 'university', 'UC Law San Francisco', `200 McAllister St, ${SF} 94102`, 37.7811, -122.4157),
  place('ucsf-mission-bay-campus', 'university', 'UCSF Mission Bay Campus', `1675 Owens St, ${SF} 94158`, 37.7681, -122.3929),
  place('ccsf-ocean-campus', 'university', 'City College of San Francisco (Ocean Campus)', `50 Frida Kahlo Way, ${SF} 94112`, 37.7258, -122.4517),

  // Landmarks
  place('golden-gate-bridge-welcome-center', 'landmark', 'Golden Gate Bridge Welcome Center', `Golden Gate Bridge Plaza, ${SF} 94129`, 37.8065, -122.4746),
  place('coit-tower', 'landmark', 'Coit Tower', `1 Telegraph Hill Blvd, ${SF} 94133`, 37.8024, -122.4058),
  place('palace-of-fine-arts', 'landmark', 'Palace of Fine Arts', `3601 Lyon St, ${SF} 94123`, 37.8029, -122.4484),
  place('pier-39', 'landmark', 'Pier 39', `Beach St & The Embarcadero, ${SF} 94133`, 37.8087, -122.4098),
  place('ghirardelli-square', 'landmark', 'Ghirardelli Square', `900 North Point St, ${SF} 94109`, 37.8059, -122.4229),
  place('lombard-street', 'landmark', 'Lombard Street (crooked block)', `Lombard St & Hyde St, ${SF} 94133`, 37.8021, -122.4187),
  place('painted-ladies', 'landmark', 'Painted Ladies', `710 Steiner St, ${SF} 94117`, 37.7762, -122.4328),
  place('twin-peaks', 'landmark', 'Twin Peaks', `501 Twin Peaks Blvd, ${SF} 94114`, 37.7545, -122.4472),
  place('city-hall', 'landmark', 'San Francisco City Hall', `1 Dr Carlton B Goodlett Pl, ${SF} 94102`, 37.7793, -122.4192),
  place('transamerica-pyramid', 'landmark', 'Transamerica Pyramid', `600 Montgomery St, ${SF} 94111`, 37.7952, -122.4028),
  place('salesforce-tower', 'landmark', 'Salesforce Tower', `415 Mission St, ${SF} 94105`, 37.7897, -122.3967),
  place('de-young-museum', 'landmark', 'de Young Museum', `50 Hagiwara Tea Garden Dr, ${SF} 94118`, 37.7715, -122.4687),
  place('california-academy-of-sciences', 'landmark', 'California Academy of Sciences', `55 Music Concourse Dr, ${SF} 94118`, 37.7699, -122.4661),
  place('japanese-tea-garden', 'landmark', 'Japanese Tea Garden', `75 Hagiwara Tea Garden Dr, ${SF} 94118`, 37.7702, -122.4703),
  place('conservatory-of-flowers', 'landmark', 'Conservatory of Flowers', `100 John F Kennedy Dr, ${SF} 94118`, 37.7719, -122.4603),
  place('sfmoma', 'landmark', 'San Francisco Museum of Modern Art (SFMOMA)', `151 3rd St, ${SF} 94103`, 37.7857, -122.4011),
  place('moscone-center', 'landmark', 'Moscone Center', `747 Howard St, ${SF} 94103`, 37.7841, -122.401),
  place('chinatown-dragon-gate', 'landmark', 'Chinatown Dragon Gate', `Grant Ave & Bush St, ${SF} 94108`, 37.7908, -122.4056),
  place('castro-theatre', 'landmark', 'Castro Theatre', `429 Castro St, ${SF} 94114`, 37.762, -122.4348),
  place('exploratorium', 'landmark', 'Exploratorium', `Pier 15, The Embarcadero, ${SF} 94111`, 37.8016, -122.3974),
  place('asian-art-museum', 'landmark', 'Asian Art Museum', `200 Larkin St, ${SF} 94102`, 37.7802, -122.4162),
  place('war-memorial-opera-house', 'landmark', 'War Memorial Opera House', `301 Van Ness Ave, ${SF} 94102`, 37.7785, -122.4207),
  place('grace-cathedral', 'landmark', 'Grace Cathedral', `1100 California St, ${SF} 94108`, 37.7919, -122.4132),
  place('legion-of-honor', 'landmark', 'Legion of Honor', `100 34th Ave, ${SF} 94121`, 37.7845, -122.5007),
  place('mission-dolores', 'landmark', 'Mission Dolores', `3321 16th St, ${SF} 94114`, 37.7643, -122.427),
  place('fort-mason-center', 'landmark', 'Fort Mason Center', `2 Marina Blvd, ${SF} 94123`, 37.8066, -122.4318),

  // Parks and beaches
  place('golden-gate-park', 'park', 'Golden Gate Park', `Golden Gate Park, ${SF} 94122`, 37.7694, -122.4862),
  place('dolores-park', 'park', 'Mission Dolores Park', `Dolores St & 19th St, ${SF} 94114`, 37.7596, -122.4269),
  place('alamo-square', 'park', 'Alamo Square', `Steiner St & Hayes St, ${SF} 94117`, 37.7764, -122.4346),
  place('presidio', 'park', 'Presidio of San Francisco', `Presidio, ${SF} 94129`, 37.7989, -122.4662),
  place('crissy-field', 'park', 'Crissy Field', `1199 E Beach, ${SF} 94129`, 37.8036, -122.4645),
  place('lands-end-lookout', 'park', 'Lands End Lookout', `680 Point Lobos Ave, ${SF} 94121`, 37.7799, -122.5115),
  place('ocean-beach', 'park', 'Ocean Beach', `Great Highway, ${SF} 94122`, 37.7597, -122.5108),
  place('bernal-heights-park', 'park', 'Bernal Heights Park', `Bernal Heights Blvd, ${SF} 94110`, 37.743, -122.4158),
  place('buena-vista-park', 'park', 'Buena Vista Park', `Haight St & Buena Vista Ave W, ${SF} 94117`, 37.7682, -122.4412),
  place('washington-square', 'park', 'Washington Square', `Columbus Ave & Union St, ${SF} 94133`, 37.8008, -122.41),
  place('yerba-buena-gardens', 'park', 'Yerba Buena Gardens', `750 Howard St, ${SF} 94103`, 37.7851, -122.4024),
  place('lafayette-park', 'park', 'Lafayette Park', `Washington St & Laguna St, ${SF} 94109`, 37.7913, -122.4273),

  // Stadiums and arenas
  place('oracle-park', 'stadium', 'Oracle Park', `24 Willie Mays Plaza, ${SF} 94107`, 37.7786, -122.3893),
  place('chase-center', 'stadium', 'Chase Center', `1 Warriors Way, ${SF} 94158`, 37.768, -122.3877),
  place('kezar-stadium', 'stadium', 'Kezar Stadium', `755 Stanyan St, ${SF} 94117`, 37.7668, -122.4556),
  place('oakland-coliseum', 'stadium', 'Oakland Coliseum', '7000 Coliseum Way, Oakland, CA 94621', 37.7516, -122.2005),

  // Hotels
  place('fairmont-sf', 'hotel', 'Fairmont San Francisco', `950 Mason St, ${SF} 94108`, 37.7923, -122.4103),
  place('palace-hotel', 'hotel', 'Palace Hotel', `2 New Montgomery St, ${SF} 94105`, 37.7881, -122.4019),
  place('westin-st-francis', 'hotel', 'The Westin St. Francis', `335 Powell St, ${SF} 94102`, 37.788, -122.4087),
  place('hilton-union-square', 'hotel', 'Hilton San Francisco Union Square', `333 O'Farrell St, ${SF} 94102`, 37.7859, -122.4101),
  place('hyatt-regency-sf', 'hotel', 'Hyatt Regency San Francisco', `5 Embarcadero Center, ${SF} 94111`, 37.7942, -122.3958),
  place('marriott-marquis-sf', 'hotel', 'San Francisco Marriott Marquis', `780 Mission St, ${SF} 94103`, 37.7852, -122.4046),

  // Neighborhoods (a well-known corner in each)
  place('fishermans-wharf', 'neighborhood', "Fisherman's Wharf", `Jefferson St & Taylor St, ${SF} 94133`, 37.808, -122.4177),
  place('chinatown', 'neighborhood', 'Chinatown', `Grant Ave & Washington St, ${SF} 94108`, 37.7954, -122.4066),
  place('north-beach', 'neighborhood', 'North Beach', `Columbus Ave & Broadway, ${SF} 94133`, 37.7977, -122.4066),
  place('japantown', 'neighborhood', 'Japantown (Peace Plaza)', `Post St & Buchanan St, ${SF} 94115`, 37.7852, -122.4298),
  place('haight-ashbury', 'neighborhood', 'Haight-Ashbury', `Haight St & Ashbury St, ${SF} 94117`, 37.7699, -122.4469),
  place('hayes-valley', 'neighborhood', 'Hayes Valley', `Hayes St & Octavia St, ${SF} 94102`, 37.7766, -122.4243),
  place('mission-district', 'neighborhood', 'Mission District', `Valencia St & 20th St, ${SF} 94110`, 37.7587, -122.4213),
  place('noe-valley', 'neighborhood', 'Noe Valley', `24th St & Castro St, ${SF} 94114`, 37.7516, -122.4338),
  place('marina-district', 'neighborhood', 'Marina District', `Chestnut St & Fillmore St, ${SF} 94123`, 37.8005, -122.436),
];

/** Other names people type for a place (codes, former names, nicknames), searched like its name. */
export const GAZETTEER_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  'sfo-airport': ['SFO'],
  'oak-airport': ['OAK'],
  'caltrain-4th-and-king': ['4th and King', 'train'],
  'caltrain-22nd-street': ['train'],
  'ferry-building': ['Ferry Building Marketplace', 'ferries'],
  'alcatraz-landing': ['Alcatraz ferry'],
  'zuckerberg-sf-general': ['SF General', 'SFGH', 'ZSFG'],
  'cpmc-van-ness': ['California Pacific Medical Center', 'Sutter'],
  'cpmc-mission-bernal': ['California Pacific Medical Center', 'Sutter', "St. Luke's"],
  'ucsf-mission-bay-hospital': ["UCSF Benioff Children's Hospital"],
  'sf-va-medical-center': ['Veterans Affairs', 'VA hospital'],
  'westfield-sf-centre': ['shopping'],
  'union-square': ['shopping'],
  'embarcadero-center': ['shopping'],
  'stonestown-galleria': ['shopping'],
  'sf-state': ['SFSU', 'SF State'],
  usf: ['USF'],
  'uc-law-sf': ['Hastings', 'UC Hastings'],
  'ccsf-ocean-campus': ['CCSF'],
  'golden-gate-bridge-welcome-center': ['GGB'],
  'lombard-street': ['crookedest street'],
  'painted-ladies': ['Postcard Row'],
  'city-hall': ['Civic Center'],
  'twin-peaks': ['Christmas Tree Point', 'viewpoint'],
  'de-young-museum': ['museum'],
  'california-academy-of-sciences': ['Cal Academy', 'museum', 'aquarium'],
  'asian-art-museum': ['museum'],
  'legion-of-honor': ['museum'],
  exploratorium: ['museum'],
  'moscone-center': ['convention center'],
  'oracle-park': ['Giants', 'ballpark'],
  'chase-center': ['Warriors', 'arena'],
  japantown: ['Japan Center'],
};
