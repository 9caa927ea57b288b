import type { Locale } from '@dkg/content-model';
import type { AttributeValues } from '@dkg/content-model';
import type { Aspect, MediaSpec, Scene } from './media-manifest';

/** The cover and gallery keys of a catalogue entry: `{prefix}-cover` and `{prefix}-1` … `{prefix}-{n}`. */
export function pictures(prefix: string, galleryCount: number): { cover: string; gallery: string[] } {
  return {
    cover: `${prefix}-cover`,
    gallery: Array.from({ length: galleryCount }, (_, index) => `${prefix}-${index + 1}`),
  };
}

/**
 * Adds values that the schema localizes but that are the same in every locale of the catalogue
 * (media, relations) to the attributes of each locale.
 */
export function perLocale(
  common: AttributeValues,
  locales: Record<Locale, AttributeValues>,
): Record<Locale, AttributeValues> {
  return {
    en: { ...locales.en, ...common },
    ru: { ...locales.ru, ...common },
    el: { ...locales.el, ...common },
  };
}

/** A picture to draw: its scene, its alternative text and, for some, the point its subject is moved to. */
type Shot = readonly [scene: Scene, alt: string, focalPoint?: MediaSpec['focalPoint']];

/** The pictures of one entry: the cover gets `seedBase`, gallery picture n gets `seedBase + n`. */
function entryPictures(
  prefix: string,
  seedBase: number,
  coverAspect: Aspect,
  cover: Shot,
  gallery: readonly Shot[],
): MediaSpec[] {
  return [
    {
      key: `${prefix}-cover`,
      scene: cover[0],
      seed: seedBase,
      aspect: coverAspect,
      alt: cover[1],
      ...(cover[2] ? { focalPoint: cover[2], moveSubject: true } : {}),
    },
    ...gallery.map(([scene, alt], index): MediaSpec => ({
      key: `${prefix}-${index + 1}`,
      scene,
      seed: seedBase + index + 1,
      aspect: '3:2',
      alt,
    })),
  ];
}

/** Property pictures: seeds ref × 10 (cover) and ref × 10 + n (gallery). */
function property(ref: number, coverAspect: Aspect, cover: Shot, gallery: readonly Shot[]): MediaSpec[] {
  return entryPictures(`property-${ref}`, ref * 10, coverAspect, cover, gallery);
}

/** Project pictures: seeds 20,000 + ref × 10 (cover) and + n (gallery). */
function project(ref: number, cover: Shot, gallery: readonly Shot[]): MediaSpec[] {
  return entryPictures(`project-${ref}`, 20_000 + ref * 10, '3:2', cover, gallery);
}

const propertyMedia: MediaSpec[] = [
  ...property(
    1001,
    '3:2',
    // The villa stands left of the middle, the sea to its right.
    ['villa', 'White contemporary villa with an overflow pool above the sea in Lagonisi', { x: 32, y: 50 }],
    [
      ['interior', 'Open-plan living room with sliding glass walls onto the pool terrace'],
      ['interior', 'Main bedroom with a private balcony and a view of the sea'],
      ['coast', 'The Saronic Gulf and Aegina seen from the villa terrace'],
      ['villa', 'Pool terrace and olive garden of the Lagonisi villa at dusk'],
    ],
  ),
  ...property(
    1002,
    '4:3',
    ['apartment', 'Facade of a 1960s apartment building with balconies in Kolonaki'],
    [
      ['interior', 'Living room with a fireplace and restored oak parquet'],
      ['interior', 'Renovated kitchen with a breakfast corner'],
      ['apartment', 'Balconies of the Kolonaki building facing Lycabettus Hill'],
    ],
  ),
  ...property(
    1003,
    '4:3',
    ['apartment', 'Glyfada Gardens apartment building with planted terraces'],
    [
      ['interior', 'Penthouse living area opening onto the pool terrace'],
      ['villa', 'Private rooftop pool of the penthouse with a view to the sea'],
      ['interior', 'Penthouse main bedroom with dressing room'],
      ['coast', 'The coast of Glyfada and its marina'],
    ],
  ),
  ...property(
    1004,
    '4:3',
    ['apartment', 'Apartment building on a tree-lined street in Pangrati'],
    [
      ['interior', 'Renovated studio with living and sleeping area'],
      ['interior', 'Studio kitchenette with built-in appliances'],
      ['apartment', 'Balcony of the studio over a quiet street in Pangrati'],
    ],
  ),
  ...property(
    1005,
    '3:2',
    ['commercial', 'Listed 1930s building with a ground-floor shop near Monastiraki'],
    [
      ['interior', 'Shop sales floor with high ceilings'],
      ['commercial', 'Shop front on a pedestrian street in the historic centre of Athens'],
      ['interior', 'Basement storage and staff area of the shop'],
    ],
  ),
  ...property(
    1006,
    '4:3',
    ['apartment', 'Modern apartment building two blocks from the Kalamaria seafront'],
    [
      ['interior', 'Living room with an open kitchen and a view of the gulf'],
      ['interior', 'Main bedroom with en-suite bathroom'],
      ['coast', 'The Thermaic Gulf from the Kalamaria seafront'],
    ],
  ),
  ...property(
    1007,
    '4:3',
    ['apartment', 'Seafront apartment building on Nikis Avenue, Thessaloniki'],
    [
      ['interior', 'Living room with French windows onto the seafront balcony'],
      ['interior', 'Renovated kitchen with dining area'],
      ['coast', 'View across the Thermaic Gulf from the Thessaloniki waterfront'],
    ],
  ),
  ...property(
    1008,
    '3:2',
    ['commercial', 'Glass-fronted office building at Pylaia Business Centre'],
    [
      ['interior', 'Open-plan office floor with full-height glazing'],
      ['office', 'Meeting room on the Pylaia office floor'],
      ['commercial', 'Central square of Pylaia Business Centre'],
    ],
  ),
  ...property(
    1009,
    '3:2',
    ['villa', 'Villa with a pool among pine trees in Pefkochori'],
    [
      ['interior', 'Open living room and kitchen of the Pefkochori villa'],
      ['villa', 'Pool and sun deck overlooking the Toroneos Gulf'],
      ['interior', 'Bedroom with a sea-view balcony'],
      ['coast', 'The beach and small harbour of Pefkochori'],
    ],
  ),
  ...property(
    1010,
    '4:3',
    ['house', 'Stone house with a garden in Nikiti'],
    [
      ['interior', 'Living room with a stone fireplace'],
      ['house', 'Vine-covered pergola and garden with olive trees'],
      ['coast', 'The long sandy beach of Nikiti'],
    ],
  ),
  ...property(
    1011,
    '3:2',
    ['land', 'Pine-covered plot on the hillside above Vourvourou'],
    [
      ['coast', 'The bay of Vourvourou and its small islands'],
      ['land', 'Strawberry trees and pines on the Vourvourou plot'],
      ['land', 'View from the plot towards the sea and Mount Athos'],
    ],
  ),
  ...property(
    1012,
    '3:2',
    ['villa', 'Stone villa with an infinity pool above Elounda Bay'],
    [
      ['interior', 'Double-height living room with a timber ceiling'],
      ['villa', 'Infinity pool looking towards Spinalonga'],
      ['interior', 'En-suite bedroom opening onto a terrace'],
      ['coast', 'The bay of Elounda and the Gulf of Mirabello'],
    ],
  ),
  ...property(
    1013,
    '4:3',
    ['house', 'Restored stone village house in Vamos'],
    [
      ['interior', 'Living room under a stone arch'],
      ['house', 'Walled courtyard with a lemon tree and a pool'],
      ['land', 'The White Mountains seen from the terrace in Vamos'],
    ],
  ),
  ...property(
    1014,
    '3:2',
    ['land', 'Olive grove on the hills east of Rethymno'],
    [
      ['land', 'Mature olive trees on terraced land near Pigi'],
      ['coast', 'Distant view of the coast east of Rethymno'],
      ['land', 'Upper terrace of the olive grove with a view to the sea'],
    ],
  ),
  ...property(
    1015,
    '3:2',
    ['villa', 'Seafront stone villa among olive trees near Kassiopi'],
    [
      ['interior', 'Living room with a stone fireplace'],
      ['villa', 'Pool terrace above the sea on the north-east coast of Corfu'],
      ['coast', 'The Corfu Channel and the mountains of the opposite coast'],
      ['interior', 'Guest house suite with its own terrace'],
    ],
  ),
  ...property(
    1016,
    '4:3',
    ['apartment', '19th-century apartment building in the Old Town of Corfu'],
    [
      ['interior', 'Living room with a painted ceiling and French balconies'],
      ['interior', 'Bedroom with restored timber floors'],
      ['coast', 'The Old Fortress of Corfu and the sea'],
    ],
  ),
  ...property(
    1017,
    '3:2',
    ['villa', 'Cycladic villa with an infinity pool above Psarou, Mykonos'],
    [
      ['interior', 'Living room opening onto the pool terrace'],
      ['villa', 'Infinity pool facing the sunset over the Aegean'],
      ['interior', 'Main suite with a private terrace'],
      ['coast', 'Psarou bay and Platis Gialos on Mykonos'],
    ],
  ),
  ...property(
    1018,
    '4:3',
    ['house', 'Whitewashed island house with a pool near Naoussa, Paros'],
    [
      ['interior', 'Living room with built-in stone sofas and a reed ceiling'],
      ['house', 'Pool and shaded terrace of the Paros house'],
      ['coast', 'The bay and fishing harbour of Naoussa'],
    ],
  ),
  ...property(
    1019,
    '3:2',
    ['villa', 'Cave villa on the caldera edge in Imerovigli'],
    [
      ['interior', 'Vaulted living room and kitchen'],
      ['villa', 'Heated plunge pool facing the caldera'],
      ['interior', 'Cave bedroom under a whitewashed vault'],
      ['coast', 'The Santorini caldera at sunset'],
    ],
  ),
  ...property(
    1020,
    '3:2',
    ['land', 'Terraced plot with dry-stone walls behind Plaka beach, Naxos'],
    [
      ['coast', 'Plaka beach and the dunes of west Naxos'],
      ['land', 'Olive and fig trees on the Naxos plot'],
      ['land', 'View from the plot towards the sea and Paros'],
    ],
  ),
  ...property(
    1021,
    '3:2',
    ['villa', 'Waterfront villa with a private jetty in Porto Heli'],
    [
      ['interior', 'Living room opening onto a covered terrace'],
      ['villa', 'Pool and garden with palms and olive trees'],
      ['coast', 'The sheltered bay of Porto Heli'],
      ['interior', 'Main suite with a sea-view terrace'],
    ],
  ),
  ...property(
    1022,
    '4:3',
    ['house', 'Stone family house with an olive grove near Pylos'],
    [
      ['interior', 'Living room with a fireplace and terracotta floors'],
      ['house', 'Pool and covered veranda of the Pylos house'],
      ['coast', 'Navarino Bay and the island of Sfaktiria'],
    ],
  ),
  ...property(
    1023,
    '4:3',
    ['house', 'Neoclassical townhouse on a stepped lane in Nafplio'],
    [
      ['interior', 'Living room with a painted ceiling and balconies'],
      ['house', 'Small courtyard with a bougainvillea'],
      ['coast', 'The Bourtzi castle and the Argolic Gulf'],
    ],
  ),
  ...property(
    1024,
    '3:2',
    ['commercial', 'Retail and office building on an avenue in Voula'],
    [
      ['commercial', 'Supermarket entrance on the ground floor of the Voula building'],
      ['interior', 'Office floor with natural light'],
      ['coast', 'The beach of Voula on the Athens Riviera'],
    ],
  ),
];

const projectMedia: MediaSpec[] = [
  ...project(
    201,
    ['villa', 'Villas of Lagonisi Shore Residences on the hillside above the sea'],
    [
      ['villa', 'Stone and whitewashed villas stepping down the slope'],
      ['coast', 'The Lagonisi coast at sunset'],
      ['construction', 'Lagonisi Shore Residences under construction'],
    ],
  ),
  ...project(
    202,
    ['apartment', 'Kalamaria Park apartment buildings around their garden'],
    [
      ['apartment', 'Balconies and timber-effect louvres of Kalamaria Park'],
      ['city', 'Thessaloniki seafront near Kalamaria'],
      ['construction', 'Kalamaria Park under construction'],
    ],
  ),
  ...project(
    203,
    ['apartment', 'Glyfada Gardens with its planted terraces and concrete fins'],
    [
      ['apartment', 'Planted balconies of Glyfada Gardens'],
      ['villa', 'Penthouse pool on the roof of Glyfada Gardens'],
      ['coast', 'The coast of Glyfada on the Athens Riviera'],
    ],
  ),
  ...project(
    204,
    ['construction', 'Villa frames among pine trees at Pefkochori'],
    [
      ['construction', 'Concrete frames of the Pefkochori villas'],
      ['villa', 'A completed villa of the same design with its pool'],
      ['coast', 'The Toroneos Gulf seen from the Pefkochori site'],
    ],
  ),
  ...project(
    205,
    ['city', 'Pangrati neighbourhood near the Panathenaic Stadium'],
    [
      ['apartment', 'Apartment buildings on a street in Pangrati'],
      ['city', 'View of the Acropolis from the rooftops of Pangrati'],
      ['construction', 'Concrete frame of a 1970s office building before conversion'],
    ],
  ),
  ...project(
    206,
    ['commercial', 'Glass office building on Syngrou Avenue'],
    [
      ['commercial', 'Double-skin glass facade with external blinds'],
      ['city', 'Syngrou Avenue and southern Athens at golden hour'],
      ['construction', 'The Syngrou Avenue office building under construction'],
    ],
  ),
  ...project(
    207,
    ['commercial', 'Office buildings of Pylaia Business Centre around their square'],
    [
      ['commercial', 'Entrance of an office building at Pylaia Business Centre'],
      ['city', 'Eastern Thessaloniki and the Thermaic Gulf'],
      ['construction', 'The third office building under construction'],
    ],
  ),
  ...project(
    208,
    ['construction', 'Steel frames of the retail park in Heraklion'],
    [
      ['construction', 'Earthworks and steel erection on the retail park site'],
      ['commercial', 'Retail building with photovoltaic canopies over the car park'],
      ['city', 'Heraklion at golden hour'],
    ],
  ),
  ...project(
    209,
    ['commercial', 'Brick and concrete tobacco warehouse near the port of Piraeus'],
    [
      ['city', 'The port of Piraeus and its waterfront'],
      ['commercial', 'Restored warehouse facade with steel windows'],
      ['coast', 'Ships in the harbour of Piraeus'],
    ],
  ),
  ...project(
    210,
    ['villa', 'Terraced hotel suites above Elounda Bay'],
    [
      ['villa', 'Infinity pool of the hotel above the bay'],
      ['coast', 'Elounda Bay and Spinalonga'],
      ['construction', 'The hotel terraces under construction'],
    ],
  ),
  ...project(
    211,
    ['coast', 'Kassiopi Seaside Suites on the waterfront'],
    [
      ['villa', 'Pool terrace on the rocks by the sea'],
      ['coast', 'The harbour of Kassiopi'],
      ['construction', 'Restoration of the old olive press'],
    ],
  ),
  ...project(
    212,
    ['construction', 'Stone walls and frames of the resort near Naoussa'],
    [
      ['villa', 'Whitewashed Cycladic houses around a pool'],
      ['coast', 'The bay of Naoussa on Paros'],
      ['construction', 'Dry-stone terraces being rebuilt on the site'],
    ],
  ),
  ...project(
    213,
    ['coast', 'The bay of Porto Heli with Spetses beyond'],
    [
      ['villa', 'Low stone buildings stepping down to the shore'],
      ['coast', 'Yachts moored in the bay of Porto Heli'],
      ['construction', 'The closed 1970s hotel on the site before demolition'],
    ],
  ),
  ...project(
    214,
    ['construction', 'Wastewater treatment plant under construction near Kalyves'],
    [
      ['construction', 'Reinforced-concrete tanks of the treatment plant'],
      ['coast', 'The beach of Kalyves in Apokoronas'],
      ['land', 'Olive groves of Apokoronas irrigated with treated water'],
    ],
  ),
  ...project(
    215,
    ['coast', 'The seafront promenade of Perea'],
    [
      ['coast', 'Stepped sea wall and cycle path along the Thermaic Gulf'],
      ['city', 'Thessaloniki seen across the gulf from Perea'],
      ['construction', 'Sea-defence works on the Perea shore'],
    ],
  ),
  ...project(
    216,
    ['construction', 'Piling for solar trackers at the Tegea site'],
    [
      ['land', 'The former quarry land at Tegea before works'],
      ['construction', 'Rows of solar trackers under construction'],
      ['land', 'Arcadian hills around the solar park site'],
    ],
  ),
];

const eventMedia: MediaSpec[] = [
  {
    key: 'event-golden-visa-seminar-dubai-2025',
    scene: 'event',
    seed: 30_001,
    aspect: '16:9',
    alt: 'Audience at the Golden Visa seminar in a Dubai conference hall',
  },
  {
    key: 'event-thessaloniki-property-investment-forum-2025',
    scene: 'event',
    seed: 30_002,
    aspect: '16:9',
    alt: 'DKG stand at the Thessaloniki Property Investment Forum',
  },
  {
    key: 'event-golden-visa-seminar-limassol-2026',
    scene: 'office',
    seed: 30_003,
    aspect: '16:9',
    alt: 'Consultants meeting families around a table after the seminar in Limassol',
  },
  {
    key: 'event-pefkochori-topping-out-2026',
    scene: 'event',
    seed: 30_004,
    aspect: '16:9',
    alt: 'Guests at the topping-out ceremony of the Pefkochori villas',
  },
  {
    key: 'event-golden-visa-seminar-belgrade-2027',
    scene: 'event',
    seed: 30_005,
    aspect: '16:9',
    alt: 'Conference hall set up for the Golden Visa seminar in Belgrade',
  },
  {
    key: 'event-athens-riviera-open-days-2027',
    scene: 'office',
    seed: 30_006,
    aspect: '16:9',
    alt: 'Briefing in the DKG Athens office before the Riviera viewings',
  },
];

const partnerLogos: [key: string, label: string, name: string][] = [
  ['partner-kalogeropoulos-law', 'Kalogeropoulos & Partners', 'Kalogeropoulos & Partners Law Firm'],
  ['partner-mavridou-tsakiris-law', 'Mavridou & Tsakiris', 'Mavridou & Tsakiris Law Offices'],
  ['partner-papadaki-notary', 'Papadaki Notary', 'Notary Office of Eleni Papadaki'],
  ['partner-meltemi-bank', 'Meltemi Bank', 'Meltemi Bank S.A.'],
  ['partner-kastalia-private-bank', 'Kastalia', 'Kastalia Private Bank'],
  ['partner-lefka-architects', 'Lefka Architects', 'Lefka Architects'],
  ['partner-theodorou-vlachou-architects', 'Theodorou Vlachou', 'Theodorou Vlachou Architects'],
  [
    'partner-dimitriadis-engineers',
    'Dimitriadis & Associates',
    'Dimitriadis & Associates Consulting Engineers',
  ],
  ['partner-kyma-property-management', 'Kyma', 'Kyma Property Management'],
  ['partner-stegi-property-services', 'Stegi', 'Stegi Property Services'],
];

const partnerMedia: MediaSpec[] = partnerLogos.map(([key, label, name], index) => ({
  key,
  scene: 'partner-logo',
  seed: 40_001 + index,
  aspect: '3:2',
  alt: `${name} logo`,
  label,
}));

const certificateTitles: [key: string, label: string, title: string][] = [
  ['certificate-iso-9001', 'ISO 9001:2015', 'ISO 9001:2015 Quality management system'],
  ['certificate-iso-14001', 'ISO 14001:2015', 'ISO 14001:2015 Environmental management system'],
  [
    'certificate-iso-45001',
    'ISO 45001:2018',
    'ISO 45001:2018 Occupational health and safety management system',
  ],
  ['certificate-iso-37001', 'ISO 37001:2016', 'ISO 37001:2016 Anti-bribery management system'],
  [
    'certificate-tee-registration',
    'TEE registration',
    'Registration with the Technical Chamber of Greece (TEE)',
  ],
  ['certificate-meep-class-4', 'MEEP class 4', 'Register of Public Works Contractors (MEEP), class 4'],
  ['certificate-nzeb-glyfada-gardens', 'nZEB Gold', 'Green building rating: nZEB Gold — Glyfada Gardens'],
  [
    'certificate-real-estate-association',
    'Association member',
    'Member certificate, Hellenic Association of Real Estate Developers',
  ],
];

const certificateMedia: MediaSpec[] = certificateTitles.flatMap(([key, label, title], index): MediaSpec[] => [
  { key, scene: 'certificate', seed: 50_001 + index, aspect: '3:4', alt: `Certificate: ${title}`, label },
  {
    key: `${key}-pdf`,
    scene: 'certificate-pdf',
    seed: 50_101 + index,
    aspect: '3:4',
    alt: `${title} (PDF)`,
    label: title,
  },
]);

/** Every picture and file of the catalogue: properties, projects, events, partners and certificates. */
export const catalogueMedia: MediaSpec[] = [
  ...propertyMedia,
  ...projectMedia,
  ...eventMedia,
  ...partnerMedia,
  ...certificateMedia,
];
