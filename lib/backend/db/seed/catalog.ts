// Fixed word lists the demo draws from. Venues are real Dutch event locations with their
// public addresses and approximate coordinates, so that maps and route links look right.

export const FIRST_NAMES = [
  'Daan', 'Sem', 'Lucas', 'Levi', 'Finn', 'Milan', 'Jesse', 'Thijs', 'Ruben', 'Bram', 'Lars', 'Stijn', 'Jens', 'Tim',
  'Niels', 'Koen', 'Joris', 'Wouter', 'Sander', 'Youssef', 'Mohamed', 'Emre', 'Kevin', 'Dennis', 'Jasper', 'Tom',
  'Emma', 'Julia', 'Sophie', 'Tess', 'Sara', 'Anna', 'Lisa', 'Eva', 'Fleur', 'Lotte', 'Noa', 'Iris', 'Sanne', 'Femke',
  'Anouk', 'Romy', 'Yara', 'Fatima', 'Esra', 'Lieke', 'Maud', 'Britt', 'Demi', 'Kim', 'Nina', 'Isa', 'Roos', 'Amber',
] as const;

export const LAST_NAMES = [
  'de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer',
  'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit',
  'Dijkstra', 'Smits', 'de Graaf', 'van der Meer', 'van der Linden', 'Kok', 'Jacobs', 'de Haan', 'Vermeulen',
  'van den Heuvel', 'van der Veen', 'van den Broek', 'de Bruijn', 'de Bruin', 'van der Heijden', 'Schouten',
  'van Beek', 'Willems', 'van Vliet', 'van de Ven', 'Hoekstra', 'Maas', 'Verhoeven', 'Koster', 'Prins', 'Kuipers',
  'Yilmaz', 'El Amrani', 'Kaya', 'Nowak', 'Kowalski', 'Santos', 'Schmidt',
] as const;

export const STREETS = [
  'Kerkstraat', 'Schoolstraat', 'Molenweg', 'Dorpsstraat', 'Stationsweg', 'Julianalaan', 'Wilhelminastraat',
  'Beatrixlaan', 'Oranjestraat', 'Prinsengracht', 'Lindenlaan', 'Eikenlaan', 'Parkweg', 'Marktstraat', 'Havenweg',
  'Nieuwstraat', 'Burgemeester de Withstraat', 'Tulpstraat', 'Rozengracht', 'Zuiderweg',
] as const;

/** Regions with a few cities each: persons live in one, and filters use the region. */
export const REGIONS: ReadonlyArray<{ name: string; cities: Array<{ city: string; postal: number }> }> = [
  { name: 'Noord-Holland', cities: [{ city: 'Amsterdam', postal: 1012 }, { city: 'Haarlem', postal: 2011 }, { city: 'Zaandam', postal: 1501 }] },
  { name: 'Zuid-Holland', cities: [{ city: 'Rotterdam', postal: 3011 }, { city: 'Den Haag', postal: 2511 }, { city: 'Leiden', postal: 2311 }] },
  { name: 'Utrecht', cities: [{ city: 'Utrecht', postal: 3511 }, { city: 'Amersfoort', postal: 3811 }, { city: 'Zeist', postal: 3701 }] },
  { name: 'Noord-Brabant', cities: [{ city: 'Eindhoven', postal: 5611 }, { city: "'s-Hertogenbosch", postal: 5211 }, { city: 'Tilburg', postal: 5038 }] },
  { name: 'Gelderland', cities: [{ city: 'Arnhem', postal: 6811 }, { city: 'Nijmegen', postal: 6511 }, { city: 'Apeldoorn', postal: 7311 }] },
  { name: 'Groningen', cities: [{ city: 'Groningen', postal: 9711 }, { city: 'Haren', postal: 9751 }] },
  { name: 'Limburg', cities: [{ city: 'Maastricht', postal: 6211 }, { city: 'Venlo', postal: 5911 }] },
  { name: 'Zeeland', cities: [{ city: 'Middelburg', postal: 4331 }, { city: 'Vlissingen', postal: 4381 }] },
];

/** Crew functions with a short code; CREW_CHIEF_FUNCTION must stay in the list. */
export const FUNCTIONS = [
  ['Stagehand', 'STG'], ['Rigger', 'RIG'], ['Lighting technician', 'LGT'], ['Sound technician', 'SND'],
  ['Video technician', 'VID'], ['Forklift driver', 'FLT'], ['Steward', 'STW'], ['Host', 'HST'], ['Bartender', 'BAR'],
  ['Catering assistant', 'CAT'], ['Runner', 'RUN'], ['Cloakroom attendant', 'CLK'], ['Crew chief', 'CHF'],
] as const;
export type TFunctionName = (typeof FUNCTIONS)[number][0];
export const CREW_CHIEF_FUNCTION: TFunctionName = 'Crew chief';

/** Hourly paid and charged rate per function (EUR) of the standard rate card. */
export const BASE_RATES: Record<TFunctionName, [number, number]> = {
  Stagehand: [16.5, 34], Rigger: [24, 52], 'Lighting technician': [22, 48], 'Sound technician': [22, 48],
  'Video technician': [23, 50], 'Forklift driver': [19, 39], Steward: [15, 31], Host: [15.5, 32], Bartender: [15, 30],
  'Catering assistant': [14.5, 29], Runner: [14, 28], 'Cloakroom attendant': [14, 28], 'Crew chief': [26, 55],
};

export const TAGS = [
  'VCA certified', 'First aid (BHV)', 'Forklift licence', 'Driving licence B', 'Driving licence C', 'Speaks German',
  'Speaks English', 'Experienced', 'Student', 'Night shifts', 'Working at height',
] as const;

export type TVenue = { name: string; address: string; postalCode: string; city: string; lat: number; lng: number };

export const VENUES_FULL: TVenue[] = [
  { name: 'Rotterdam Ahoy', address: 'Ahoyweg 10', postalCode: '3084 BA', city: 'Rotterdam', lat: 51.8837, lng: 4.4887 },
  { name: 'Jaarbeurs Utrecht', address: 'Jaarbeursplein 6', postalCode: '3521 AL', city: 'Utrecht', lat: 52.0881, lng: 5.1051 },
  { name: 'Johan Cruijff ArenA', address: 'Johan Cruijff Boulevard 1', postalCode: '1101 AX', city: 'Amsterdam', lat: 52.3143, lng: 4.9419 },
  { name: 'Ziggo Dome', address: 'De Passage 100', postalCode: '1101 AX', city: 'Amsterdam', lat: 52.3133, lng: 4.9373 },
  { name: 'RAI Amsterdam', address: 'Europaplein 24', postalCode: '1078 GZ', city: 'Amsterdam', lat: 52.3412, lng: 4.8895 },
  { name: 'Het Concertgebouw', address: 'Concertgebouwplein 10', postalCode: '1071 LN', city: 'Amsterdam', lat: 52.3562, lng: 4.8791 },
  { name: 'TivoliVredenburg', address: 'Vredenburgkade 11', postalCode: '3511 WC', city: 'Utrecht', lat: 52.0928, lng: 5.1133 },
  { name: 'World Forum', address: 'Churchillplein 10', postalCode: '2517 JW', city: 'Den Haag', lat: 52.0906, lng: 4.2809 },
  { name: 'MECC Maastricht', address: 'Forum 100', postalCode: '6229 GV', city: 'Maastricht', lat: 50.8376, lng: 5.7166 },
  { name: 'Brabanthallen', address: 'Diezekade 2', postalCode: '5222 AK', city: "'s-Hertogenbosch", lat: 51.7032, lng: 5.3125 },
  { name: 'Evoluon', address: 'Noord Brabantlaan 1A', postalCode: '5652 LA', city: 'Eindhoven', lat: 51.4434, lng: 5.4462 },
  { name: 'GelreDome', address: 'Batavierenweg 25', postalCode: '6841 HN', city: 'Arnhem', lat: 51.9633, lng: 5.8930 },
  { name: 'MartiniPlaza', address: 'Leonard Springerlaan 2', postalCode: '9727 KB', city: 'Groningen', lat: 53.2040, lng: 6.5577 },
  { name: 'Evenemententerrein Walibi', address: 'Spijkweg 30', postalCode: '8256 RJ', city: 'Biddinghuizen', lat: 52.4390, lng: 5.7625 },
  { name: 'Boulevard Evertsen', address: 'Boulevard Evertsen 1', postalCode: '4382 AB', city: 'Vlissingen', lat: 51.4418, lng: 3.5697 },
  { name: 'Strand Scheveningen', address: 'Strandweg 1', postalCode: '2586 JK', city: 'Den Haag', lat: 52.1106, lng: 4.2780 },
  { name: 'Crewdeck depot', address: 'Cartesiusweg 90', postalCode: '3534 BD', city: 'Utrecht', lat: 52.0990, lng: 5.0885 },
];

export const VENUES_SMALL: TVenue[] = [
  { name: 'Stadsschouwburg Haarlem', address: 'Wilsonsplein 23', postalCode: '2011 ZR', city: 'Haarlem', lat: 52.3789, lng: 4.6322 },
  { name: 'Patronaat', address: 'Zijlsingel 2', postalCode: '2013 DN', city: 'Haarlem', lat: 52.3826, lng: 4.6283 },
  { name: 'De Oosterpoort', address: 'Trompsingel 27', postalCode: '9724 DA', city: 'Groningen', lat: 53.2114, lng: 6.5737 },
  { name: 'Stadspark Groningen', address: 'Concourslaan 17', postalCode: '9727 KC', city: 'Groningen', lat: 53.2010, lng: 6.5392 },
];

/** Project names: a kind of event and a flavour, combined with the year. */
export const EVENT_KINDS_FULL = [
  'Winter Fair', 'Food Festival', 'Jazz Weekend', 'Tech Summit', 'Bike Expo', 'Dance Event', 'Product Launch',
  'Gala Dinner', 'Trade Show', 'Open Air Concert', 'Beach Festival', 'Boat Show', 'Career Fair', 'Marathon',
  'Comedy Night', 'Classical Series', 'Esports Finals', 'Wedding Fair', 'Christmas Market', 'Innovation Days',
] as const;
export const EVENT_KINDS_SMALL = ['Theaterfestival', 'Stadsfeest', 'Bedrijfsdag', 'Popnacht', 'Kerstgala', 'Bierfestival'] as const;

export const CREW_NAMES = [
  'Build-up', 'Show crew', 'Breakdown', 'Stage left', 'Stage right', 'Front of house', 'Hospitality', 'Bar team',
  'Parking', 'Entrance', 'Backstage', 'Catering', 'Logistics', 'Cloakroom',
] as const;

export const ITEM_COMMENTS = [
  'Safety shoes required', 'Dress code: black', 'Report at the artist entrance', 'Bring your VCA certificate',
  'Parking at P3, shuttle provided', 'Radio channel 4',
] as const;

export const BLOCK_REASONS = ['Exam week', 'Family visit', 'Other job', 'Doctor appointment', 'Moving house', 'Wedding'] as const;

export const ACTIVITY_TYPES = ['Call', 'Email', 'Meeting', 'Task', 'Vacancy application', 'Payroll feedback'] as const;
export type TActivityType = (typeof ACTIVITY_TYPES)[number];

export const ACTIVITY_CAPTIONS: ReadonlyArray<[TActivityType, string]> = [
  ['Call', 'Call the client about build-up times'], ['Email', 'Send the crew briefing'], ['Task', 'Check catering numbers'],
  ['Meeting', 'Site visit with the production manager'], ['Task', 'Book extra forklift'], ['Email', 'Send the quote'],
  ['Call', 'Confirm the parking permits'], ['Task', 'Prepare the crew list for security'], ['Meeting', 'Evaluation with the client'],
  ['Task', 'Order radios and vests'],
];
