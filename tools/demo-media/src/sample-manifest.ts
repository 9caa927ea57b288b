/** A small manifest covering every scene with several seeds, for trying the painters without the seed content. */
import type { MediaSpec, Scene } from '@dkg/demo-content';

const ALTS: Partial<Record<Scene, string[]>> = {
  villa: [
    'White villa with an infinity pool overlooking the sea',
    'Contemporary villa with a pool and olive trees at dusk',
    'Cycladic villa with a pool',
    'Sea-view villa terrace with sun loungers',
  ],
  apartment: [
    'Completed apartment block with deep balconies and planting',
    'New residential complex with landscaped courtyards',
    'Renovated apartment building in central Athens',
  ],
  house: [
    'Stone family house with a garden and bougainvillea',
    'Family house with a tiled roof and a garden',
  ],
  commercial: [
    'Glass office building entrance on a tree-lined avenue',
    'Modern office building with a glass facade',
  ],
  land: ['Plot of land with olive trees and the sea in the distance', 'Olive grove on a hillside'],
  construction: [
    'Residential building under construction with a tower crane',
    'Site engineer in a hard hat checking a concrete slab',
  ],
  city: [
    'Rooftops of central Athens at golden hour',
    'Thessaloniki seafront promenade in the evening',
    'Plaka neighbourhood in Athens beneath the Acropolis',
  ],
  coast: [
    'Island harbour town with whitewashed houses',
    'Whitewashed island town above a blue bay',
    'Seafront promenade with palm trees in a Greek town',
  ],
  interior: ['Finished open-plan living room with large windows', 'Modern kitchen with an island'],
  office: [
    'Consultants discussing plans in a bright meeting room',
    'Business advisers in a meeting room with a city view',
  ],
  event: [
    'Conference hall with a speaker on stage and an audience',
    'Exhibition stand with an architectural model',
  ],
  document: [
    'Signed documents and a fountain pen on a desk',
    'House keys resting on a signed purchase contract',
    'Passport, bank card and forms on a desk',
  ],
  hero: [
    'Terraced white residences above the Aegean at sunset',
    'Athens skyline with the Acropolis and the sea beyond',
    'Tower cranes over a concrete frame against a clear sky',
  ],
  error: [
    'White concrete staircase curving under soft daylight',
    'Narrow white colonnade casting long shadows',
  ],
};

export function sampleManifest(perScene = 3): MediaSpec[] {
  const out: MediaSpec[] = [];
  for (const [scene, alts] of Object.entries(ALTS) as Array<[Scene, string[]]>) {
    for (let i = 0; i < perScene; i++) {
      out.push({
        key: `sample-${scene}-${i + 1}`,
        scene,
        seed: 100 + i,
        aspect: scene === 'hero' || scene === 'error' ? '16:9' : '3:2',
        alt: alts[i % alts.length],
      });
    }
  }
  out.push({
    key: 'sample-logo',
    scene: 'logo',
    seed: 1,
    aspect: '3:2',
    alt: 'DKG Development logo',
    label: 'DKG',
  });
  for (const net of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
    out.push({
      key: `sample-social-${net.toLowerCase()}`,
      scene: 'social-icon',
      seed: 1,
      aspect: '1:1',
      alt: `${net} icon`,
      label: net,
    });
  }
  ['Meltemi Bank', 'Lefka Architects', 'Kyma', 'Dimitriadis & Associates'].forEach((name, i) =>
    out.push({
      key: `sample-partner-${i + 1}`,
      scene: 'partner-logo',
      seed: 10 + i,
      aspect: '3:2',
      alt: `${name} logo`,
      label: name,
    }),
  );
  out.push({
    key: 'sample-certificate',
    scene: 'certificate',
    seed: 1,
    aspect: '3:4',
    alt: 'Certificate: ISO 9001:2015 Quality management system',
    label: 'ISO 9001:2015',
  });
  out.push({
    key: 'sample-certificate-pdf',
    scene: 'certificate-pdf',
    seed: 1,
    aspect: '3:4',
    alt: 'ISO 9001:2015 Quality management system (PDF)',
    label: 'ISO 9001:2015 Quality management system',
  });
  return out;
}
