/**
 * Home-page slides: wide, calm compositions with plenty of sky for the headline. The alternative text
 * picks the subject (the Acropolis, Thessaloniki, cranes, apartments on the coast, terraced villas).
 */
import { paintApartment } from './apartment';
import { paintCity } from './city';
import { paintCoast } from './coast';
import type { SceneInput, ScenePicture } from './common';
import { paintConstruction } from './construction';
import { paintVilla } from './villa';

export function paintHero(input: SceneInput): ScenePicture {
  const t = input.alt.toLowerCase();
  const wide = { ...input, wide: true };
  if (/acropolis|athens|skyline/.test(t)) {
    return paintCity(wide, { acropolis: 'far', sea: /sea|gulf/.test(t), lycabettus: input.rng.chance(0.4) });
  }
  if (/thessaloniki|white tower/.test(t))
    return paintCity(wide, { waterfront: true, whiteTower: true, sea: true });
  if (/crane|construction|concrete|site/.test(t)) return paintConstruction(wide);
  if (/apartment|avenue|residential/.test(t)) return paintApartment(wide);
  if (/island|harbour|town|terraced|residences/.test(t))
    return paintCoast({ ...wide, alt: `${input.alt} island town` });
  return paintVilla({ ...wide, alt: `${input.alt} infinity pool` });
}
