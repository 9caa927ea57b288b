/**
 * Interiors of the homes and premises for sale: living rooms, bedrooms, kitchens, studios, Cycladic
 * vaulted and cave rooms, neoclassical rooms with painted ceilings, rooms under a stone arch, shops,
 * a storage basement, an office floor. The alternative text picks the room and its features; the
 * layout always shows the furniture from the front or three-quarters, whole, in the window's light.
 */
import { atmosphere, chooseTime } from '../atmosphere';
import { mix, scale, type RGB } from '../color';
import type { Rng } from '../prng';
import { Camera, type DrawContext, type Item, paintWorld, v3, type V3, vnorm } from '../scene3d';
import { Svg, n, polyD, type Pt } from '../svg';
import { defaultPost, type SceneInput, type ScenePicture } from './common';
import {
  ACCENTS,
  FABRICS,
  WOODS,
  type At,
  armchair,
  artwork,
  bed,
  bench,
  builtInSofa,
  chandelier,
  coffeeTable,
  diningTable,
  fireplace,
  floorLamp,
  island,
  type KitchenStyle,
  kitchenRun,
  niche,
  nightstand,
  pendantLamp,
  pottedPlant,
  rug,
  sideTable,
  sideboard,
  sofa,
  stool,
  wardrobe,
} from './furniture';
import {
  type Part,
  type RoomCtx,
  type RoomSpec,
  type ViewKind,
  type WallId,
  type WindowSpec,
  lit,
  makeLighting,
  paintShell,
  paintSoftLight,
  piece,
  poly,
  roomLayers,
  wallFrames,
} from './room-kit';

type RoomKind = 'living' | 'bedroom' | 'kitchen' | 'studio' | 'kitchenette' | 'shop' | 'storage' | 'office';

interface Brief {
  kind: RoomKind;
  fireplace: boolean;
  stone: boolean;
  arch: boolean;
  vault: boolean;
  reed: boolean;
  painted: boolean;
  french: boolean;
  doubleHeight: boolean;
  timberCeiling: boolean;
  builtIn: boolean;
  openKitchen: boolean;
  dining: boolean;
  breakfast: boolean;
  ensuite: boolean;
  dressing: boolean;
  terrace: boolean;
  balcony: boolean;
  view: ViewKind;
  floor: RoomSpec['floor'] | null;
  glassWall: boolean;
}

function readBrief(text: string, rng: Rng): Brief {
  const t = text.toLowerCase();
  const kind: RoomKind = /storage|staff/.test(t)
    ? 'storage'
    : /shop|sales floor|retail/.test(t)
      ? 'shop'
      : /office/.test(t)
        ? 'office'
        : /kitchenette/.test(t)
          ? 'kitchenette'
          : /studio/.test(t)
            ? 'studio'
            : /bedroom|suite|sleeping/.test(t)
              ? 'bedroom'
              : /kitchen/.test(t) && !/living|open kitchen/.test(t)
                ? 'kitchen'
                : 'living';
  const view: ViewKind = /pool/.test(t)
    ? 'pool'
    : /gulf|seafront|thessaloniki/.test(t)
      ? 'gulf'
      : /sea|balcony|terrace/.test(t)
        ? 'sea'
        : kind === 'shop'
          ? 'street'
          : rng.pick<ViewKind>(['sea', 'sea', 'garden', 'sea', 'pool']);
  return {
    kind,
    fireplace: /fireplace/.test(t),
    stone: /stone/.test(t),
    arch: /arch/.test(t),
    vault: /vault|cave/.test(t),
    reed: /reed|built-in stone/.test(t),
    painted: /painted ceiling/.test(t),
    french: /french/.test(t),
    doubleHeight: /double-height/.test(t),
    timberCeiling: /timber ceiling/.test(t),
    builtIn: /built-in stone sofa/.test(t),
    openKitchen: /open kitchen|living room and kitchen|open-plan/.test(t) && kind === 'living',
    dining: /dining/.test(t),
    breakfast: /breakfast/.test(t),
    ensuite: /en-suite|bathroom/.test(t),
    dressing: /dressing/.test(t),
    terrace: /terrace/.test(t),
    balcony: /balcon/.test(t),
    view,
    floor: /parquet|oak/.test(t)
      ? 'herringbone'
      : /terracotta/.test(t)
        ? 'terracotta'
        : /timber floor/.test(t)
          ? 'timber'
          : null,
    glassWall: /sliding glass|full-height|glazing|large windows|opening onto|glass wall/.test(t),
  };
}

const WALLS: RGB[] = [
  [238, 234, 226],
  [234, 228, 216],
  [228, 224, 216],
  [240, 238, 232],
  [226, 218, 204],
];

const FLOOR_COLOURS: Record<RoomSpec['floor'], RGB[]> = {
  oak: [
    [178, 140, 102],
    [196, 166, 128],
    [160, 122, 88],
  ],
  herringbone: [
    [170, 128, 88],
    [150, 110, 76],
    [186, 148, 106],
  ],
  terracotta: [
    [180, 112, 78],
    [170, 104, 74],
  ],
  marble: [
    [230, 226, 218],
    [222, 216, 206],
  ],
  concrete: [
    [176, 172, 166],
    [196, 190, 182],
  ],
  timber: [
    [156, 116, 80],
    [138, 100, 70],
  ],
  stone: [
    [206, 196, 178],
    [196, 186, 168],
  ],
  tiles: [
    [214, 208, 198],
    [200, 196, 190],
  ],
};

interface CamPlan {
  x: number;
  z: number;
  tx: number;
  tz: number;
  eye: number;
  horizon: number;
  fov: number;
}

/** The context: time of day and light; the camera and the sun are set by `aim` once the room is laid out. */
function makeRoomCtx(input: SceneInput, spec: RoomSpec, rng: Rng): RoomCtx {
  const { width: W, height: H } = input;
  const time = chooseTime(rng, input.alt, { morning: 2.5, midday: 2, afternoon: 3, golden: 2, dusk: 1 });
  const atm = atmosphere(time, rng.fork('atm'));
  const night = atm.lightsOn;
  const skyTint: RGB =
    atm.time === 'golden'
      ? [1.06, 0.98, 0.88]
      : atm.time === 'dusk'
        ? [0.55, 0.6, 0.82]
        : atm.time === 'morning'
          ? [0.98, 1.0, 1.04]
          : [0.97, 1.0, 1.06];
  return {
    W,
    H,
    rng,
    spec,
    cam: new Camera(v3(0, 1.3, 0.5), 0, W, W, H, H / 2),
    atm,
    light: makeLighting(atm, v3(0, 1, 1)),
    walls: wallFrames(spec.w, spec.d),
    shell: new Svg(W, H),
    soft: new Svg(W, H),
    glow: new Svg(W, H),
    main: new Svg(W, H),
    lamps: [],
    daylight: night ? 0.12 : 1,
    skyTint,
    exposure: night ? 1.5 : 1.0,
    sun: null,
    footprints: [],
  };
}

/** Sets the camera, and the sun shining in through the main wall's windows. */
function aim(rc: RoomCtx, c: CamPlan, mainWall: WallId): void {
  const { W, H, atm, rng } = rc;
  const portrait = H > W;
  const fov = portrait ? Math.min(c.fov, 64) : c.fov;
  const f = W / 2 / Math.tan((fov * Math.PI) / 360);
  const yaw = Math.atan2(c.tx - c.x, c.tz - c.z);
  rc.cam = new Camera(v3(c.x, c.eye, c.z), yaw, f, W, H, H * c.horizon);
  const mw = rc.walls[mainWall];
  if (!atm.lightsOn && rng.chance(0.8)) {
    const el = (Math.max(12, Math.min(48, atm.sunElevation)) * Math.PI) / 180;
    const az = rng.range(-0.75, 0.75);
    const out = v3(-mw.normal.x, 0, -mw.normal.z);
    rc.sun = vnorm(
      v3(
        (out.x * Math.cos(az) + mw.u.x * Math.sin(az)) * Math.cos(el),
        Math.sin(el),
        (out.z * Math.cos(az) + mw.u.z * Math.sin(az)) * Math.cos(el),
      ),
    );
  }
  const towards = rc.sun ?? vnorm(v3(-mw.normal.x, 0.6, -mw.normal.z));
  const lightAtm = {
    ...atm,
    sunLight: atm.sunLight.map((v) => v * 0.45) as unknown as RGB,
    skyLight: [0.7, 0.7, 0.68] as RGB,
    groundLight: [0.36, 0.33, 0.3] as RGB,
  };
  rc.light = makeLighting(lightAtm, towards);
}

/** Camera near the front of the room, on the side away from the focus, looking past it into the room. */
function camFor(rc: RoomCtx, focus: { x: number; z: number }, o: Partial<CamPlan> = {}): CamPlan {
  const { rng, spec } = rc;
  const { w, d } = spec;
  const away = focus.x > 0.2 ? -1 : focus.x < -0.2 ? 1 : rng.chance(0.5) ? 1 : -1;
  const x = o.x ?? away * w * rng.range(0.14, 0.28);
  const z = o.z ?? rng.range(0.4, 0.9);
  // Look between the focus and the far middle of the room, so both are in the frame.
  const tx = o.tx ?? focus.x * 0.75;
  const tz = o.tz ?? (focus.z + d) / 2;
  return {
    x,
    z,
    tx,
    tz,
    eye: o.eye ?? rng.range(1.15, 1.4),
    horizon: o.horizon ?? rng.range(0.5, 0.55),
    fov: o.fov ?? rng.range(68, 76),
  };
}

/** Where a piece goes against a wall: its back `dist` from the wall, centred at `along`, facing in. */
function against(rc: RoomCtx, wall: WallId | 'front', dist: number, along: number, depth: number): At {
  const { w, d } = rc.spec;
  switch (wall) {
    case 'left':
      return { x: -w / 2 + dist + depth, z: along, rot: 1 };
    case 'right':
      return { x: w / 2 - dist - depth, z: along, rot: 3 };
    case 'front':
      return { x: along, z: dist + depth, rot: 2 };
    default:
      return { x: along, z: d - dist - depth, rot: 0 };
  }
}

const other = (s: 'left' | 'right'): 'left' | 'right' => (s === 'left' ? 'right' : 'left');
const sgn = (s: 'left' | 'right') => (s === 'left' ? -1 : 1);
/** Position along a side wall (a) of a depth z. */
const alongSide = (rc: RoomCtx, wall: 'left' | 'right', z: number) => (wall === 'left' ? z : rc.spec.d - z);
/** Position along the back wall (a) of an x. */
const alongBack = (rc: RoomCtx, x: number) => x + rc.spec.w / 2;

const FRAMES: RGB[] = [
  [236, 232, 224],
  [66, 68, 70],
  [120, 96, 72],
  [236, 232, 224],
];

/** A window (or glazed door) centred on a wall position. */
function win(
  rc: RoomCtx,
  brief: Brief,
  wall: WallId,
  centre: number,
  width: number,
  o: Partial<WindowSpec> = {},
): WindowSpec {
  const { spec, rng } = rc;
  const len = wall === 'back' ? spec.w : spec.d;
  const a0 = Math.max(0.25, centre - width / 2);
  const a1 = Math.min(len - 0.25, centre + width / 2);
  const door = o.v0 !== undefined ? o.v0 < 0.3 : brief.balcony || brief.terrace || brief.glassWall;
  const top = Math.min(spec.h - 0.3, brief.glassWall ? spec.h - 0.12 : rng.range(2.3, 2.5));
  return {
    wall,
    a0,
    a1,
    v0: door ? 0.02 : 0.8,
    v1: top,
    panes: Math.max(2, Math.round((a1 - a0) / 1.3)),
    view: brief.view,
    frame: rng.pick(FRAMES),
    railing: door
      ? brief.view === 'gulf'
        ? 'iron'
        : brief.view === 'pool' || brief.view === 'garden'
          ? undefined
          : 'glass'
      : undefined,
    curtains: !brief.glassWall || rng.chance(0.4),
    ...o,
  };
}

// ---------------------------------------------------------------------------------------------

export function paintInterior(input: SceneInput): ScenePicture {
  const { rng } = input;
  const brief = readBrief(input.alt, rng.fork('brief'));
  switch (brief.kind) {
    case 'shop':
      return paintShop(input, brief);
    case 'storage':
      return paintStorage(input, brief);
    case 'office':
      return paintOfficeFloor(input, brief);
    default:
      return paintHome(input, brief);
  }
}

function baseSpec(brief: Brief, rng: Rng): RoomSpec {
  const cyclad = brief.vault || brief.reed || brief.builtIn;
  let floor: RoomSpec['floor'] =
    brief.floor ??
    (cyclad
      ? rng.pick(['stone', 'concrete'] as const)
      : brief.stone || brief.arch
        ? 'terracotta'
        : brief.painted
          ? 'herringbone'
          : rng.pick(['oak', 'oak', 'marble', 'concrete', 'timber', 'tiles'] as const));
  if (brief.kind === 'kitchen' && !brief.floor && rng.chance(0.5)) floor = 'tiles';
  const h = brief.painted
    ? rng.range(3.9, 4.3)
    : brief.doubleHeight
      ? rng.range(5.4, 5.8)
      : brief.vault
        ? rng.range(3.2, 3.5)
        : rng.range(2.85, 3.15);
  const ceiling: RoomSpec['ceiling'] = brief.painted
    ? 'painted'
    : brief.vault
      ? 'vault'
      : brief.reed
        ? 'reed'
        : brief.timberCeiling || brief.doubleHeight
          ? 'planks'
          : brief.stone || brief.arch
            ? 'beams'
            : 'flat';
  return {
    w: brief.vault ? rng.range(4.4, 5.0) : brief.arch ? rng.range(4.8, 5.3) : rng.range(5.6, 6.6),
    d: rng.range(6.6, 7.8),
    h,
    wall: cyclad
      ? [244, 242, 236]
      : brief.painted
        ? rng.pick<RGB>([
            [232, 222, 200],
            [220, 226, 220],
            [236, 226, 214],
          ])
        : rng.pick(WALLS),
    floor,
    floorColour: rng.pick(FLOOR_COLOURS[floor]),
    ceiling,
    windows: [],
    panelling: brief.painted,
    cornice: brief.painted,
    skirting: cyclad
      ? undefined
      : brief.painted
        ? [240, 236, 226]
        : rng.pick<RGB>([
            [236, 232, 224],
            [150, 120, 90],
          ]),
    wallTexture: cyclad ? 'plaster' : brief.stone && brief.arch ? 'stone' : undefined,
  };
}

interface Layout {
  items: Item[];
  floorJobs: Array<() => void>;
  wallJobs: Array<() => void>;
  art: (wall: WallId, a: number, y: number, aw: number, ah: number) => void;
  plant: (x: number, z: number, kind?: 'olive' | 'shrub' | 'palm') => void;
  fabric: RGB;
  wood: RGB;
  side: 'left' | 'right';
}

interface Result {
  focus: { x: number; z: number };
  mainWall: WallId;
  cam?: Partial<CamPlan>;
}

function paintHome(input: SceneInput, brief: Brief): ScenePicture {
  const { rng } = input;
  const spec = baseSpec(brief, rng);
  const rc = makeRoomCtx(input, spec, rng);
  const L: Layout = {
    items: [],
    floorJobs: [],
    wallJobs: [],
    art: () => undefined,
    plant: () => undefined,
    fabric: rng.pick(FABRICS),
    wood: rng.pick(WOODS),
    side: rng.chance(0.5) ? 'left' : 'right',
  };
  L.art = (wall, a, y, aw, ah) =>
    L.wallJobs.push(() => artwork(rc, wall, a, y, aw, ah, rng.fork(`art${wall}${a.toFixed(2)}`)));
  L.plant = (x, z, kind) =>
    L.items.push(
      ...pottedPlant(
        rc,
        x,
        z,
        rng.range(1.1, 1.7),
        rng,
        kind ?? rng.pick(['olive', 'shrub', 'palm'] as const),
      ),
    );
  const result =
    brief.kind === 'bedroom'
      ? layoutBedroom(rc, brief, L)
      : brief.kind === 'kitchen' || brief.kind === 'kitchenette'
        ? layoutKitchen(rc, brief, L)
        : brief.kind === 'studio'
          ? layoutStudio(rc, brief, L)
          : brief.vault
            ? layoutVaultLiving(rc, brief, L)
            : brief.arch
              ? layoutArch(rc, brief, L)
              : layoutLiving(rc, brief, L);
  if (brief.french || brief.painted)
    for (const wdw of spec.windows)
      if (!wdw.doorway)
        wdw.shutters = rng.pick<RGB>([
          [70, 96, 80],
          [236, 232, 222],
          [60, 80, 100],
        ]);
  const plan = camFor(rc, result.focus, {
    horizon: brief.painted
      ? rng.range(0.6, 0.64)
      : brief.vault
        ? rng.range(0.55, 0.6)
        : brief.doubleHeight
          ? rng.range(0.63, 0.67)
          : undefined,
    fov: brief.painted || brief.doubleHeight ? rng.range(74, 80) : undefined,
    ...result.cam,
  });
  aim(rc, plan, result.mainWall);
  if (spec.ceiling === 'painted') L.items.push(chandelier(rc, 0, spec.d * 0.55));
  paintShell(rc, {
    ceiling: brief.vault ? () => paintVault(rc) : undefined,
    afterWalls: () => {
      for (const job of L.wallJobs) job();
      for (const job of L.floorJobs) job();
    },
  });
  paintSoftLight(rc, {
    glossy:
      spec.floor === 'marble' || spec.floor === 'concrete' || spec.floor === 'tiles'
        ? 0.3
        : spec.floor === 'stone'
          ? 0.12
          : 0.16,
  });
  const ctx: DrawContext = { svg: rc.main, cam: rc.cam, light: rc.light };
  paintWorld(ctx, { items: L.items, groundExtent: [0, 0, 0, 0] });
  return { layers: roomLayers(rc), post: roomPost(rc) };
}

function roomPost(rc: RoomCtx) {
  return defaultPost(rc.atm, {
    bloom: rc.daylight > 0.5 ? 0.5 : 0.55,
    bloomThreshold: rc.daylight > 0.5 ? 222 : 190,
    bloomRadius: 0.045,
    vignette: 0.2,
    grain: 3.4,
    soften: 0.5,
    grade: {
      lift: [6, 5, 5],
      gain: rc.daylight > 0.5 ? [1.0, 1.0, 0.99] : [1.03, 0.99, 0.94],
      contrast: 0.1,
      saturation: -0.02,
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Layouts

/** Sofa, table, rug, chairs, lamps: the seating group with the sofa's back to `wall`. */
function seating(
  rc: RoomCtx,
  brief: Brief,
  L: Layout,
  wall: WallId,
  along: number,
  o: { chairs?: number; sofaW?: number; builtIn?: boolean } = {},
): void {
  const { rng, spec } = rc;
  const sofaW = o.sofaW ?? rng.range(2.2, 2.7);
  const depth = o.builtIn ? 0.8 : 0.95;
  if (o.builtIn)
    L.items.push(builtInSofa(rc, against(rc, wall, 0, along, 0.8), sofaW, spec.wall, L.fabric, rng));
  else L.items.push(sofa(rc, against(rc, wall, 0.06, along, 0.95), sofaW, L.fabric, rng));
  const tableDist = (o.builtIn ? 0 : 0.06) + depth + 0.45;
  L.items.push(coffeeTable(rc, against(rc, wall, tableDist, along - 0.35, 0.7), rng, L.wood));
  // Rug under the group, in world coordinates.
  const rugAt = against(rc, wall, 0.2, along, 0);
  const rugDepth = rng.range(2.4, 2.9);
  const rugW = sofaW + rng.range(0.6, 1.0);
  const toward = wall === 'left' ? [1, 0] : wall === 'right' ? [-1, 0] : [0, -1];
  const rcx = rugAt.x + toward[0] * rugDepth * 0.5;
  const rcz = rugAt.z + toward[1] * rugDepth * 0.5;
  const across = wall === 'back';
  L.floorJobs.push(() => rug(rc, rcx, rcz, across ? rugW : rugDepth, across ? rugDepth : rugW, rng));
  const chairFabric = rng.pick<RGB>([
    [150, 116, 88],
    mix(L.fabric, [0, 0, 0], 0.15),
    [200, 190, 170],
    [120, 128, 116],
    [176, 154, 126],
  ]);
  // Armchairs at the ends of the table, turned towards it.
  const chairs = o.chairs ?? rng.int(1, 2);
  const inward = tableDist + 0.35;
  for (let i = 0; i < chairs; i++) {
    const end = i === 0 ? 1 : -1;
    const a = along + end * (sofaW / 2 + 0.75);
    if (wall === 'back') {
      const x = a;
      if (Math.abs(x) > spec.w / 2 - 0.5) continue;
      L.items.push(
        armchair(
          rc,
          { x: x + (end > 0 ? 0.42 : -0.42), z: spec.d - inward - 0.9, rot: end > 0 ? 3 : 1 },
          chairFabric,
          L.wood,
        ),
      );
    } else {
      const z = a;
      if (z < 1.8 || z > spec.d - 0.5) continue;
      const x = wall === 'left' ? -spec.w / 2 + inward + 0.5 : spec.w / 2 - inward - 0.5;
      L.items.push(
        armchair(rc, { x, z: z + (end > 0 ? 0.42 : -0.42), rot: end > 0 ? 0 : 2 }, chairFabric, L.wood),
      );
    }
  }
  // A side table with a lamp, a floor lamp.
  const endA = along - sofaW / 2 - 0.35;
  if (wall === 'back' ? Math.abs(endA) < spec.w / 2 - 0.3 : endA > 1.2)
    L.items.push(sideTable(rc, against(rc, wall, 0.1, endA, 0.48), L.wood, true, rng));
  if (rng.chance(0.5)) {
    const fa = along + sofaW / 2 + 0.3;
    const p = against(rc, wall, 0.15, fa, 0);
    if (Math.abs(p.x) < spec.w / 2 - 0.2 && p.z < spec.d - 0.2 && p.z > 1.5)
      L.items.push(floorLamp(rc, p.x, p.z));
  }
  // Art over the sofa.
  if (!o.builtIn) {
    const a = wall === 'back' ? alongBack(rc, along) : alongSide(rc, wall as 'left' | 'right', along);
    if (rng.chance(0.5)) L.art(wall, a - 0.75, 1.25, 1.5, 1.0);
    else {
      L.art(wall, a - 1.0, 1.3, 0.85, 1.1);
      L.art(wall, a + 0.15, 1.3, 0.85, 1.1);
    }
  }
  void brief;
}

function layoutLiving(rc: RoomCtx, brief: Brief, L: Layout): Result {
  const { rng, spec } = rc;
  const { w, d } = spec;
  const side = L.side;
  const s = sgn(side);
  const windows = spec.windows;
  if (brief.fireplace) {
    // The fireplace on the back wall, the sofa along the side wall facing across, a window beside it.
    const fx = s * rng.range(0.4, 0.9);
    L.items.push(fireplace(rc, 'back', alongBack(rc, fx) - 0.85, brief.stone, rng));
    const wx = fx - s * 2.1;
    windows.push(win(rc, brief, 'back', alongBack(rc, wx), rng.range(1.2, 1.5)));
    if (rng.chance(0.6)) windows.push(win(rc, brief, side, alongSide(rc, side, d * 0.3), 1.3, { v0: 0.8 }));
    const zc = d * rng.range(0.5, 0.56);
    seating(rc, brief, L, side, zc, { chairs: 1 });
    L.items.push(
      armchair(rc, { x: fx - s * 1.7, z: d - 2.0, rot: s > 0 ? 1 : 3 }, rng.pick(FABRICS), L.wood),
    );
    L.plant(-s * (w / 2 - 0.5), d - 0.55);
    return { focus: { x: fx * 0.6 + s * 0.8, z: d - 1.2 }, mainWall: 'back' };
  }
  if (brief.builtIn || brief.reed) {
    // Cycladic: an L of built-in sofas in the corner, small deep windows.
    windows.push(
      win(rc, brief, 'back', alongBack(rc, -s * w * 0.22), 1.0, {
        v0: 0.9,
        v1: 2.1,
        panes: 2,
        frame: [40, 96, 140],
      }),
    );
    windows.push(
      win(rc, brief, other(side), alongSide(rc, other(side), d * 0.62), 1.2, {
        v0: 0.02,
        v1: 2.3,
        frame: [40, 96, 140],
        railing: 'parapet',
      }),
    );
    L.items.push(builtInSofa(rc, against(rc, side, 0, d - 0.8 - 1.5, 0.8), 3.0, spec.wall, L.fabric, rng));
    L.items.push(
      builtInSofa(rc, against(rc, 'back', 0, s * (w / 2 - 0.8 - 1.1), 0.8), 2.2, spec.wall, L.fabric, rng),
    );
    L.items.push(coffeeTable(rc, { x: s * (w / 2 - 2.1), z: d - 2.6, rot: 0 }, rng, L.wood));
    L.floorJobs.push(() => rug(rc, s * (w / 2 - 2.0), d - 2.3, 2.4, 2.2, rng));
    L.wallJobs.push(() => niche(rc, side, alongSide(rc, side, d * 0.3) - 0.3, 1.1, 0.55, 0.8));
    L.wallJobs.push(() => niche(rc, 'back', alongBack(rc, -s * 0.3), 1.2, 0.5, 0.75));
    L.plant(-s * (w / 2 - 0.5), d - 0.5, 'olive');
    return { focus: { x: s * (w / 2 - 1.6), z: d - 1.8 }, mainWall: 'back' };
  }
  const variant = brief.openKitchen ? 'kitchen' : brief.doubleHeight || rng.chance(0.55) ? 'side' : 'back';
  if (variant === 'back') {
    // Sofa on the back wall under pictures, facing the room; the windows on the side wall.
    const x = -s * rng.range(0.2, 0.6);
    seating(rc, brief, L, 'back', x, { chairs: 1 });
    const glass = brief.glassWall || brief.french;
    if (brief.french) {
      for (const z of [d * 0.35, d * 0.7])
        windows.push(
          win(rc, brief, side, alongSide(rc, side, z), 1.2, {
            v0: 0.02,
            v1: 2.8,
            transom: 2.25,
            railing: 'iron',
            frame: [236, 232, 222],
          }),
        );
    } else
      windows.push(
        win(rc, brief, side, alongSide(rc, side, d * 0.55), glass ? d * 0.7 : rng.range(1.6, 2.4)),
      );
    L.plant(s * (w / 2 - 0.5), d - 0.5);
    if (rng.chance(0.5)) L.plant(-s * (w / 2 - 0.5), d - 0.5);
    L.items.push(
      pendantLamp(
        rc,
        x,
        d - 2.3,
        rng.range(0.9, 1.2),
        rng.pick(['dome', 'cone', 'globe'] as const),
        rng.pick<RGB>([
          [40, 40, 42],
          [200, 190, 170],
          [150, 120, 80],
        ]),
      ),
    );
    return { focus: { x, z: d - 1.6 }, mainWall: side, cam: { tx: x * 0.3 + s * 0.6 } };
  }
  // The view ahead; the sofa along the side wall facing across.
  const glass = brief.glassWall || brief.doubleHeight || brief.french;
  if (brief.french || brief.painted) {
    const count = w > 6 ? 3 : 2;
    for (let i = 0; i < count; i++)
      windows.push(
        win(rc, brief, 'back', (w * (i + 0.5)) / count, 1.15, {
          v0: 0.02,
          v1: Math.min(spec.h - 0.55, 3.0),
          transom: Math.min(spec.h - 0.55, 3.0) - 0.6,
          railing: 'iron',
          frame: [236, 232, 222],
          curtains: rng.chance(0.7),
        }),
      );
  } else if (brief.doubleHeight) {
    windows.push(
      win(rc, brief, 'back', w / 2, w - 1.2, {
        v0: 0.02,
        v1: spec.h - 0.5,
        transom: 2.8,
        panes: 4,
        railing: undefined,
        curtains: false,
      }),
    );
  } else if (variant === 'kitchen') {
    // The kitchen takes the back wall on the camera's side, the glass the rest.
    windows.push(
      win(rc, brief, 'back', s > 0 ? w - (w / 2 - 0.3) / 2 - 0.3 : (w / 2 - 0.3) / 2 + 0.3, w / 2 - 0.5),
    );
  } else
    windows.push(
      win(
        rc,
        brief,
        'back',
        w / 2 + rng.range(-0.3, 0.3),
        glass ? w - rng.range(0.6, 1.2) : rng.range(1.8, 2.6),
      ),
    );
  const zc = variant === 'kitchen' ? d * 0.4 : d * rng.range(0.5, 0.58);
  seating(rc, brief, L, side, zc, { chairs: variant === 'kitchen' ? 1 : rng.int(1, 2) });
  if (variant === 'kitchen') {
    const style = kitchenStyle(rng);
    const runLen = w / 2 - 0.4;
    const runX = -s * (w / 2 - runLen / 2 - 0.05);
    L.items.push(...kitchenRun(rc, against(rc, 'back', 0, runX, 0.62), runLen, style, rng, false));
    const tAt: At = { x: runX + s * 0.95, z: d * 0.52, rot: 0 };
    L.items.push(
      ...diningTable(
        rc,
        { ...tAt, x: tAt.x },
        1.8,
        L.wood,
        rng.pick<RGB>([
          [60, 60, 62],
          [170, 140, 110],
          [220, 214, 200],
        ]),
        rng,
      ),
    );
    L.items.push(pendantLamp(rc, tAt.x, tAt.z + 0.47, 0.9, 'dome', [50, 50, 52]));
  } else {
    L.items.push(
      pendantLamp(
        rc,
        s * (w / 2 - 1.9),
        zc,
        rng.range(0.9, 1.2),
        rng.pick(['dome', 'cone', 'globe'] as const),
        rng.pick<RGB>([
          [40, 40, 42],
          [200, 190, 170],
          [150, 120, 80],
        ]),
      ),
    );
    if (rng.chance(0.6)) {
      const len = rng.range(1.6, 2.1);
      L.items.push(sideboard(rc, against(rc, other(side), 0.02, d - len / 2 - 0.4, 0.45), len, L.wood, rng));
    }
  }
  L.plant(-s * (w / 2 - 0.5), d - 0.55);
  if (rng.chance(0.5)) L.plant(s * (w / 2 - 0.5), d - 0.55);
  return { focus: { x: s * (w / 2 - 1.7), z: zc }, mainWall: 'back' };
}

function layoutArch(rc: RoomCtx, brief: Brief, L: Layout): Result {
  const { rng, spec } = rc;
  const { w, d } = spec;
  const s = sgn(L.side);
  const za = d * rng.range(0.5, 0.56);
  L.items.push(stoneArch(rc, za, rng));
  // Beyond the arch: the sofa against the back wall, a window on a side wall, another at the back.
  seating(rc, brief, L, 'back', -s * 0.3, { chairs: 1, sofaW: rng.range(2.1, 2.4) });
  spec.windows.push(win(rc, brief, L.side, alongSide(rc, L.side, (za + d) / 2 + 0.3), 1.3, { v0: 0.8 }));
  if (rng.chance(0.5))
    spec.windows.push(win(rc, brief, 'back', alongBack(rc, s * (w / 2 - 0.8)), 0.9, { v0: 1.0, v1: 2.2 }));
  if (brief.fireplace)
    L.items.push(fireplace(rc, other(L.side), alongSide(rc, other(L.side), (za + d) / 2) - 0.85, true, rng));
  // In front of the arch: a console and a plant.
  L.items.push(sideboard(rc, against(rc, other(L.side), 0.02, za - 1.0, 0.45), 1.6, L.wood, rng));
  L.plant(s * (w / 2 - 0.5), za - 0.6);
  return {
    focus: { x: 0, z: d - 1.5 },
    mainWall: L.side,
    cam: { x: -s * rng.range(0.1, 0.4), z: 0.3, tx: s * 0.25, tz: d, fov: rng.range(74, 78) },
  };
}

function layoutVaultLiving(rc: RoomCtx, brief: Brief, L: Layout): Result {
  const { rng, spec } = rc;
  const { w, d } = spec;
  const s = sgn(L.side);
  spec.windows.push(
    win(rc, brief, 'back', w / 2, 1.4, {
      v0: 0.02,
      v1: 2.5,
      arched: true,
      panes: 2,
      railing: 'parapet',
      frame: rng.pick<RGB>([
        [40, 90, 140],
        [236, 232, 224],
        [120, 96, 72],
      ]),
      curtains: false,
    }),
  );
  // A built-in sofa along one wall, a kitchen run (no wall cabinets under the vault) along the other.
  L.items.push(builtInSofa(rc, against(rc, L.side, 0, d * 0.55, 0.8), 2.6, spec.wall, L.fabric, rng));
  L.items.push(coffeeTable(rc, against(rc, L.side, 1.2, d * 0.55 - 0.35, 0.7), rng, L.wood));
  L.floorJobs.push(() => rug(rc, s * (w / 2 - 1.6), d * 0.55, 1.9, 2.6, rng));
  if (brief.openKitchen || /kitchen/.test('kitchen')) {
    const style = { ...kitchenStyle(rng), uppers: 'none' as const };
    L.items.push(
      ...kitchenRun(
        rc,
        against(rc, other(L.side), 0, d - 1.9, 0.62),
        2.6,
        style,
        rng,
        false,
        spec.h - spec.w * 0.3,
      ),
    );
  }
  L.wallJobs.push(() =>
    niche(rc, other(L.side), alongSide(rc, other(L.side), d * 0.35) - 0.3, 1.1, 0.55, 0.8),
  );
  L.wallJobs.push(() => niche(rc, L.side, alongSide(rc, L.side, d * 0.85) - 0.25, 1.2, 0.5, 0.7));
  L.plant(s * (w / 2 - 0.45), d - 0.5, 'olive');
  return { focus: { x: 0, z: d }, mainWall: 'back', cam: { x: -s * 0.4, z: 0.4, tx: s * 0.2, tz: d } };
}

function layoutBedroom(rc: RoomCtx, brief: Brief, L: Layout): Result {
  const { rng, spec } = rc;
  const { w, d } = spec;
  const side = L.side;
  const s = sgn(side);
  const linen = rng.pick<RGB>([
    [244, 242, 236],
    [236, 232, 222],
    [228, 226, 224],
    [232, 226, 214],
  ]);
  const bw = rng.range(1.7, 1.9);
  const headOnBack = brief.vault || rng.chance(0.5);
  const bedFabric = brief.vault ? ([236, 232, 224] as RGB) : L.fabric;
  let focus: { x: number; z: number };
  let mainWall: WallId = 'back';
  if (headOnBack) {
    const x = brief.vault ? 0 : s * rng.range(0.5, 0.9);
    if (brief.vault)
      L.items.push(
        piece(rc, [
          {
            b: { x0: x - bw / 2 - 0.4, x1: x + bw / 2 + 0.4, y0: 0, y1: 0.22, z0: d - 2.7, z1: d },
            albedo: spec.wall,
            round: 0.06,
          },
        ]),
      );
    L.items.push(bed(rc, { x, z: d - 0.05 - 2.2, rot: 0 }, bw, bedFabric, linen, rng));
    for (const sd of [-1, 1]) {
      const nx = x + sd * (bw / 2 + 0.42);
      if (Math.abs(nx) < w / 2 - 0.28)
        L.items.push(nightstand(rc, { x: nx, z: d - 0.05 - 0.42, rot: 0 }, L.wood, rng));
    }
    L.floorJobs.push(() => rug(rc, x, d - 1.7, bw + 1.4, 2.5, rng));
    if (brief.vault) {
      spec.windows.push(
        win(rc, brief, side, alongSide(rc, side, d * 0.45), 1.0, {
          v0: 0.9,
          v1: 2.0,
          arched: true,
          curtains: false,
          frame: [40, 90, 140],
        }),
      );
      mainWall = side;
    } else {
      L.art('back', alongBack(rc, x) - 0.8, 1.5, 1.6, 0.75);
      // The window (or balcony door) beside the bed, on the camera's side of it.
      const wx = x - s * (bw / 2 + 1.55);
      const door = brief.balcony || brief.terrace;
      spec.windows.push(
        win(rc, brief, 'back', alongBack(rc, wx), door ? 1.3 : 1.2, { v0: door ? 0.02 : 0.85 }),
      );
      if (rng.chance(0.5) || brief.balcony)
        spec.windows.push(win(rc, brief, side, alongSide(rc, side, d * 0.42), 1.3, { v0: 0.85 }));
    }
    if (rng.chance(0.6))
      L.items.push(bench(rc, { x, z: d - 2.3 - 0.5, rot: 0 }, bw * 0.7, rng.pick(ACCENTS), L.wood));
    if (brief.ensuite || brief.dressing)
      spec.windows.push({
        wall: side,
        a0: alongSide(rc, side, d * 0.3) - 0.47,
        a1: alongSide(rc, side, d * 0.3) + 0.47,
        v0: 0,
        v1: 2.2,
        panes: 1,
        view: 'none',
        doorway: brief.dressing ? 'dressing' : 'bathroom',
      });
    L.plant(-s * (w / 2 - 0.5), d - 0.6);
    focus = { x, z: d - 1.2 };
  } else {
    // Headboard on the side wall: the bed seen three-quarters from its foot, the window ahead.
    const zc = d * rng.range(0.55, 0.62);
    L.items.push(bed(rc, against(rc, side, 0.02, zc, 2.2), bw, bedFabric, linen, rng));
    for (const sd of [-1, 1]) {
      const z = zc + sd * (bw / 2 + 0.35);
      if (z > 0.8 && z < d - 0.3) L.items.push(nightstand(rc, against(rc, side, 0.02, z, 0.42), L.wood, rng));
    }
    L.floorJobs.push(() => rug(rc, s * (w / 2 - 1.5), zc, 2.6, bw + 1.4, rng));
    L.art(side, alongSide(rc, side, zc) - 0.8, 1.5, 1.6, 0.8);
    const door = brief.balcony || brief.terrace;
    spec.windows.push(
      win(rc, brief, 'back', alongBack(rc, -s * w * 0.12), door ? (brief.glassWall ? w * 0.6 : 1.4) : 1.5, {
        v0: door ? 0.02 : 0.85,
      }),
    );
    if (rng.chance(0.6))
      L.items.push(bench(rc, against(rc, side, 2.3, zc, 0.42), bw * 0.7, rng.pick(ACCENTS), L.wood));
    if (rng.chance(0.5))
      L.items.push(
        armchair(rc, { x: -s * (w / 2 - 1.0), z: d - 1.3, rot: s > 0 ? 1 : 3 }, rng.pick(FABRICS), L.wood),
      );
    if (brief.ensuite || brief.dressing) {
      const a = alongBack(rc, s * (w / 2 - 0.8));
      spec.windows.push({
        wall: 'back',
        a0: a - 0.47,
        a1: a + 0.47,
        v0: 0,
        v1: 2.2,
        panes: 1,
        view: 'none',
        doorway: brief.dressing ? 'dressing' : 'bathroom',
      });
    }
    L.plant(-s * (w / 2 - 0.45), d - 0.5);
    focus = { x: s * (w / 2 - 1.3), z: zc };
  }
  if (brief.dressing && rng.chance(0.5))
    L.items.push(
      wardrobe(
        rc,
        against(rc, other(side), 0.02, d * 0.35, 0.62),
        2.2,
        Math.min(2.4, spec.h - 0.3),
        rng.pick<RGB>([
          [230, 226, 218],
          [170, 140, 110],
        ]),
      ),
    );
  if (brief.vault)
    L.wallJobs.push(() => niche(rc, other(side), alongSide(rc, other(side), d * 0.5), 1.0, 0.5, 0.75));
  L.items.push(
    pendantLamp(rc, focus.x * 0.5, d * 0.5, 0.7, rng.pick(['dome', 'globe'] as const), [220, 210, 190]),
  );
  return { focus, mainWall };
}

function kitchenStyle(rng: Rng): KitchenStyle {
  return rng.pick<KitchenStyle>([
    { fronts: [236, 232, 224], top: [226, 222, 214], uppers: 'cabinets', metal: [170, 172, 174] },
    { fronts: [80, 86, 90], top: [230, 226, 218], uppers: 'shelves', metal: [60, 60, 62] },
    { fronts: [150, 118, 86], top: [236, 232, 226], uppers: 'shelves', metal: [60, 60, 62] },
    { fronts: [196, 200, 190], top: [214, 206, 190], uppers: 'cabinets', metal: [170, 150, 110] },
    { fronts: [224, 218, 206], top: [60, 62, 64], uppers: 'none', metal: [40, 40, 42] },
  ]);
}

function layoutKitchen(rc: RoomCtx, brief: Brief, L: Layout): Result {
  const { rng, spec } = rc;
  const small = brief.kind === 'kitchenette';
  if (small) {
    spec.w = rng.range(4.2, 4.8);
    spec.d = rng.range(5.5, 6.2);
    rc.walls = wallFrames(spec.w, spec.d);
  }
  const { w, d } = spec;
  const side = L.side;
  const s = sgn(side);
  const style = kitchenStyle(rng);
  if (small) {
    // The run along the side wall, seen along its length; a small table at the window.
    const runLen = 3.0;
    const runZ = d - runLen / 2 - 0.9;
    L.items.push(...kitchenRun(rc, against(rc, side, 0, runZ, 0.62), runLen, style, rng, true));
    spec.windows.push(win(rc, brief, 'back', alongBack(rc, -s * 0.4), 1.4, { v0: 0.85 }));
    breakfastTable(rc, L, -s * (w / 2 - 1.1), d - 1.3);
    L.plant(-s * (w / 2 - 0.45), d * 0.35);
    return {
      focus: { x: s * (w / 2 - 1.0), z: runZ },
      mainWall: 'back',
      cam: { x: -s * w * 0.2, tx: s * 0.4 },
    };
  }
  // The run along the back wall, an island before it, the window on the side wall.
  const runLen = Math.min(w - 1.6, 4.2);
  const runX = -s * (w / 2 - runLen / 2 - 0.2);
  L.items.push(...kitchenRun(rc, against(rc, 'back', 0, runX, 0.62), runLen, style, rng, true));
  const isl: At = { x: runX + s * 0.2, z: d - 0.62 - 1.15 - 0.95, rot: 0 };
  const islLen = Math.min(2.6, runLen - 0.8);
  L.items.push(island(rc, isl, islLen, style, mix(style.fronts, L.wood, 0.35)));
  for (let i = 0; i < 2; i++)
    L.items.push(
      pendantLamp(
        rc,
        isl.x - 0.55 + i * 1.1,
        isl.z + 0.45,
        1.0,
        rng.pick(['dome', 'globe', 'cone'] as const),
        rng.pick<RGB>([
          [40, 40, 42],
          [230, 226, 216],
          [150, 110, 70],
        ]),
      ),
    );
  for (let i = 0; i < 3; i++)
    L.items.push(
      stool(rc, isl.x - 0.8 + i * 0.8, isl.z - 0.45, mix(L.wood, [60, 50, 40], 0.2), [50, 50, 52]),
    );
  spec.windows.push(
    win(rc, brief, side, alongSide(rc, side, d * 0.5), rng.range(1.4, 2.0), {
      v0: brief.breakfast ? 0.8 : 0.02,
    }),
  );
  if (brief.dining || (!brief.breakfast && rng.chance(0.4))) {
    const len = rng.range(1.8, 2.2);
    const tAt: At = { x: s * (w / 2 - 1.3), z: d * 0.4, rot: 1 };
    L.items.push(
      ...diningTable(
        rc,
        tAt,
        len,
        L.wood,
        rng.pick<RGB>([
          [60, 60, 62],
          [170, 140, 110],
          [220, 214, 200],
        ]),
        rng,
      ),
    );
    L.items.push(pendantLamp(rc, tAt.x - 0.47, tAt.z, 0.9, 'dome', [50, 50, 52]));
    L.floorJobs.push(() => rug(rc, tAt.x - 0.47, tAt.z, 2.4, 3.0, rng));
  } else {
    breakfastTable(rc, L, s * (w / 2 - 1.0), d * 0.42);
  }
  L.art(other(side), alongSide(rc, other(side), d * 0.45) - 0.4, 1.3, 0.8, 0.6);
  L.plant(s * (w / 2 - 0.45), d - 0.5);
  return {
    focus: { x: isl.x, z: isl.z },
    mainWall: side,
    cam: { x: -s * w * rng.range(0.1, 0.22), tx: s * 0.6 },
  };
}

function breakfastTable(rc: RoomCtx, L: Layout, x: number, z: number): void {
  const { rng } = rc;
  L.items.push(
    piece(rc, [
      {
        b: { x0: x - 0.5, x1: x + 0.5, y0: 0.72, y1: 0.75, z0: z - 0.5, z1: z + 0.5 },
        albedo: rng.pick<RGB>([L.wood, [236, 232, 224]]),
        cyl: { top: 0.45, foot: 0.45 },
        gloss: 0.06,
      },
      {
        b: { x0: x - 0.05, x1: x + 0.05, y0: 0.04, y1: 0.72, z0: z - 0.05, z1: z + 0.05 },
        albedo: [50, 50, 52],
        cyl: { top: 0.03, foot: 0.04 },
      },
      {
        b: { x0: x - 0.25, x1: x + 0.25, y0: 0, y1: 0.04, z0: z - 0.25, z1: z + 0.25 },
        albedo: [50, 50, 52],
        cyl: { top: 0.22, foot: 0.24 },
      },
    ]),
  );
  const chairC = rng.pick<RGB>([
    [60, 60, 62],
    [200, 190, 170],
    [150, 120, 90],
  ]);
  const toward = x > 0 ? -1 : 1;
  L.items.push(piece(rc, chairParts(x + toward * 0.75, z, chairC, toward > 0 ? 'left' : 'right')));
  L.items.push(piece(rc, chairParts(x, z + 0.75, chairC, 'back')));
  L.items.push(
    pendantLamp(
      rc,
      x,
      z,
      0.85,
      'dome',
      rng.pick<RGB>([
        [40, 40, 42],
        [200, 190, 170],
      ]),
    ),
  );
}

function layoutStudio(rc: RoomCtx, brief: Brief, L: Layout): Result {
  const { rng, spec } = rc;
  const { w, d } = spec;
  const side = L.side;
  const s = sgn(side);
  // Sitting against the back wall, sleeping along the side wall, the window between them.
  seating(rc, brief, L, 'back', -s * (w / 2 - 1.5), { chairs: 0, sofaW: 2.0 });
  const zc = d * 0.45;
  L.items.push(bed(rc, against(rc, side, 0.02, zc, 2.2), 1.6, rng.pick(FABRICS), [240, 238, 232], rng));
  L.items.push(nightstand(rc, against(rc, side, 0.02, zc + 1.25, 0.42), L.wood, rng));
  L.art(side, alongSide(rc, side, zc) - 0.7, 1.45, 1.4, 0.7);
  spec.windows.push(win(rc, brief, 'back', alongBack(rc, s * 1.0), 1.6, { v0: 0.02 }));
  L.plant(s * (w / 2 - 0.5), d - 0.5);
  return { focus: { x: 0, z: d - 1.6 }, mainWall: 'back' };
}

function chairParts(
  x: number,
  z: number,
  colour: RGB,
  back: 'left' | 'right' | 'back' | 'front' = 'back',
): Part[] {
  const s = 0.22;
  const parts: Part[] = [];
  for (const lx of [-s, s - 0.03])
    for (const lz of [-s, s - 0.03])
      parts.push({
        b: { x0: x + lx, x1: x + lx + 0.03, y0: 0, y1: 0.45, z0: z + lz, z1: z + lz + 0.03 },
        albedo: scale(colour, 0.8),
      });
  parts.push({
    b: { x0: x - s, x1: x + s, y0: 0.45, y1: 0.5, z0: z - s, z1: z + s },
    albedo: colour,
    round: 0.02,
  });
  const bb =
    back === 'back'
      ? { x0: x - s, x1: x + s, z0: z + s - 0.04, z1: z + s }
      : back === 'front'
        ? { x0: x - s, x1: x + s, z0: z - s, z1: z - s + 0.04 }
        : back === 'left'
          ? { x0: x - s, x1: x - s + 0.04, z0: z - s, z1: z + s }
          : { x0: x + s - 0.04, x1: x + s, z0: z - s, z1: z + s };
  parts.push({ b: { ...bb, y0: 0.5, y1: 0.9 }, albedo: colour, round: 0.02 });
  return parts;
}

// ---------------------------------------------------------------------------------------------
// Vaults and arches

/** A barrel vault along the room's depth, springing from the side walls. */
function paintVault(rc: RoomCtx): void {
  const { shell: svg, spec } = rc;
  const { w, d, h } = spec;
  const r = w / 2;
  const spring = h - r * 0.55;
  const strips = 16;
  for (let i = 0; i < strips; i++) {
    const a0 = Math.PI - (i / strips) * Math.PI;
    const a1 = Math.PI - ((i + 1) / strips) * Math.PI;
    const p = (a: number, z: number) => v3(Math.cos(a) * r, spring + Math.sin(a) * r * 0.55, z);
    const q = poly(rc, [p(a0, 0), p(a1, 0), p(a1, d), p(a0, d)]);
    if (q.length < 3) continue;
    const am = (a0 + a1) / 2;
    const nrm = vnorm(v3(-Math.cos(am) * 0.55, -Math.sin(am), 0));
    const near = lit(rc, spec.wall, p(am, 0.6), nrm);
    const far = lit(rc, spec.wall, p(am, d - 0.3), nrm);
    const pa = rc.cam.project(p(am, Math.max(0.6, rc.cam.pos.z + 0.3)));
    const pb = rc.cam.project(p(am, d));
    svg.path(
      polyD(q),
      svg.linear(pa[0], pa[1], pb[0], pb[1], [
        [0, near],
        [1, far],
      ]),
      `stroke="${svg.linear(pa[0], pa[1], pb[0], pb[1], [
        [0, near],
        [1, far],
      ])}" stroke-width="0.6"`,
    );
  }
  // The lunette of the back wall under the vault is the back wall itself; its edge gets a soft line.
  const edge: Pt[] = [];
  for (let i = 0; i <= 24; i++) {
    const a = Math.PI - (i / 24) * Math.PI;
    edge.push(rc.cam.project(v3(Math.cos(a) * r, spring + Math.sin(a) * r * 0.55, d)));
  }
  rc.soft.add(
    `<path d="M${edge.map((p) => `${n(p[0])} ${n(p[1])}`).join('L')}" stroke="#4a3e34" stroke-width="${n(rc.W / 120)}" fill="none" opacity="0.25"/>`,
  );
  // The side walls stop at the springing: a soft crease.
  for (const x of [-w / 2, w / 2]) {
    const a = rc.cam.polygon([v3(x, spring, 0.3), v3(x, spring, d), v3(x, spring, d)]);
    if (a.length >= 2)
      rc.soft.add(
        `<path d="M${n(a[0][0])} ${n(a[0][1])}L${n(a[1][0])} ${n(a[1][1])}" stroke="#4a3e34" stroke-width="${n(rc.W / 200)}" opacity="0.15"/>`,
      );
  }
}

/** A stone arch across the room, its piers and voussoirs, its soffit lit from below. */
function stoneArch(rc: RoomCtx, za: number, rng: Rng): Item {
  const { w, h } = rc.spec;
  const t = 0.55;
  const pier = rng.range(0.45, 0.7);
  const r = w / 2 - pier;
  const spring = Math.min(h - r - 0.1, rng.range(1.5, 1.9));
  const stone: RGB = rng.pick<RGB>([
    [190, 172, 144],
    [178, 160, 132],
    [200, 184, 156],
  ]);
  return {
    bbox: { x0: -w / 2, x1: w / 2, y0: 0, y1: h, z0: za, z1: za + t },
    draw: (ctx) => {
      const svg = ctx.svg;
      const cam = rc.cam;
      const arc = (z: number): V3[] => {
        const pts: V3[] = [];
        for (let i = 0; i <= 24; i++) {
          const a = Math.PI - (i / 24) * Math.PI;
          pts.push(v3(Math.cos(a) * r, spring + Math.sin(a) * r, z));
        }
        return pts;
      };
      // Soffit strips, lit from the room below.
      const front = arc(za);
      const back = arc(za + t);
      for (let i = 0; i < 24; i++) {
        const q = poly(rc, [front[i], front[i + 1], back[i + 1], back[i]]);
        if (q.length < 3) continue;
        const a = Math.PI - ((i + 0.5) / 24) * Math.PI;
        const nrm = v3(-Math.cos(a), -Math.sin(a), 0);
        const c = lit(rc, stone, v3(Math.cos(a) * r, spring + Math.sin(a) * r, za + t / 2), nrm);
        svg.path(polyD(q), scaleCss(c, 0.92), `stroke="${scaleCss(c, 0.92)}" stroke-width="0.5"`);
      }
      // Pier sides facing the opening.
      for (const sd of [-1, 1]) {
        const x = sd * r;
        const nrm = v3(-sd, 0, 0);
        if ((cam.pos.x - x) * -sd <= 0) continue;
        const q = poly(rc, [v3(x, 0, za), v3(x, 0, za + t), v3(x, spring, za + t), v3(x, spring, za)]);
        if (q.length >= 3) svg.path(polyD(q), scaleCss(lit(rc, stone, v3(x, 1, za + t / 2), nrm), 0.95));
      }
      // The face towards the camera: the wall with the arch cut out.
      const outer = poly(rc, [v3(-w / 2, 0, za), v3(w / 2, 0, za), v3(w / 2, h, za), v3(-w / 2, h, za)]);
      const hole = poly(
        rc,
        [
          v3(-r, 0, za),
          ...front
            .slice()
            .reverse()
            .map((p) => p),
          v3(r, 0, za),
        ].reverse(),
      );
      if (outer.length < 3) return;
      const faceC = lit(rc, stone, v3(0, h / 2, za), v3(0, 0, -1));
      const d0 = polyD(outer) + (hole.length >= 3 ? polyD(hole) : '');
      svg.path(d0, scaleCss(faceC, 1), 'fill-rule="evenodd"');
      // Voussoirs around the arch and rubble courses on the piers.
      const lines: string[] = [];
      const darkB: string[] = [];
      for (let i = 0; i <= 15; i++) {
        const a = Math.PI - (i / 15) * Math.PI;
        const p1 = cam.polygon([
          v3(Math.cos(a) * r, spring + Math.sin(a) * r, za - 0.005),
          v3(Math.cos(a) * (r + 0.42), spring + Math.sin(a) * (r + 0.42), za - 0.005),
          v3(Math.cos(a) * (r + 0.42), spring + Math.sin(a) * (r + 0.42), za - 0.005),
        ]);
        if (p1.length >= 2) lines.push(`M${n(p1[0][0])} ${n(p1[0][1])}L${n(p1[1][0])} ${n(p1[1][1])}`);
      }
      const extr: Pt[] = [];
      for (let i = 0; i <= 24; i++) {
        const a = Math.PI - (i / 24) * Math.PI;
        const p = cam.polygon(
          [v3(Math.cos(a) * (r + 0.42), spring + Math.sin(a) * (r + 0.42), za - 0.005)].concat([
            v3(Math.cos(a) * (r + 0.42), spring + Math.sin(a) * (r + 0.42), za - 0.005),
            v3(Math.cos(a) * (r + 0.42), spring + Math.sin(a) * (r + 0.42), za - 0.005),
          ]),
        );
        if (p.length) extr.push(p[0]);
      }
      if (extr.length > 2) lines.push(`M${extr.map((p) => `${n(p[0])} ${n(p[1])}`).join('L')}`);
      const r2 = rng.fork('arch');
      for (const sd of [-1, 1]) {
        let y = 0;
        while (y < h) {
          const ch = r2.range(0.2, 0.34);
          let x = sd < 0 ? -w / 2 : r;
          const end = sd < 0 ? -r : w / 2;
          while (x < end - 0.02) {
            const bw2 = Math.min(end - x, r2.range(0.25, 0.55));
            if (y + ch > spring && Math.abs(x) < r + 0.42) {
              x += bw2;
              continue;
            }
            const q = poly(rc, [
              v3(x + 0.01, y + 0.01, za - 0.005),
              v3(x + bw2 - 0.01, y + 0.01, za - 0.005),
              v3(x + bw2 - 0.01, y + ch - 0.01, za - 0.005),
              v3(x + 0.01, y + ch - 0.01, za - 0.005),
            ]);
            if (q.length >= 3) {
              lines.push(polyD(q));
              if (r2.chance(0.35)) darkB.push(polyD(q));
            }
            x += bw2;
          }
          y += ch;
        }
      }
      svg.path(darkB.join(''), scaleCss(faceC, 0.8), 'opacity="0.4"');
      svg.add(
        `<path d="${lines.join('')}" stroke="${scaleCss(faceC, 0.55)}" stroke-width="${n(Math.max(0.7, rc.W / 1300))}" fill="none" opacity="0.65"/>`,
      );
    },
  };
}

function scaleCss(c: RGB, k: number): string {
  const s = scale(c, k);
  return `rgb(${Math.round(Math.min(255, s[0]))},${Math.round(Math.min(255, s[1]))},${Math.round(Math.min(255, s[2]))})`;
}

// ---------------------------------------------------------------------------------------------
// Premises

function paintShop(input: SceneInput, brief: Brief): ScenePicture {
  const { rng } = input;
  const spec: RoomSpec = {
    w: rng.range(7, 8.5),
    d: rng.range(9, 11),
    h: rng.range(3.8, 4.4),
    wall: rng.pick(WALLS),
    floor: rng.pick(['concrete', 'tiles', 'oak'] as const),
    floorColour: [0, 0, 0],
    ceiling: 'flat',
    windows: [],
    skirting: [220, 216, 208],
  };
  spec.floorColour = rng.pick(FLOOR_COLOURS[spec.floor]);
  spec.windows = [
    {
      wall: 'back',
      a0: 0.5,
      a1: spec.w - 0.5,
      v0: 0.02,
      v1: spec.h - 0.5,
      panes: 4,
      transom: 2.8,
      view: 'street',
      frame: [40, 40, 42],
    },
  ];
  const rc = makeRoomCtx(input, spec, rng);
  aim(
    rc,
    {
      x: rng.range(-1, 1),
      z: 0.4,
      tx: rng.range(-0.8, 0.8),
      tz: spec.d,
      eye: rng.range(1.4, 1.6),
      horizon: rng.range(0.5, 0.55),
      fov: rng.range(70, 76),
    },
    'back',
  );
  const items: Item[] = [];
  const { w, d, h } = spec;
  // Shelving along both side walls, lit by track lights.
  for (const side of ['left', 'right'] as const) {
    for (let z = 1.4; z < d - 1.6; z += 1.3) {
      const at = against(rc, side, 0.02, z, 0.45);
      const parts: Part[] = [];
      const L = 1.2;
      const unit = (
        b: { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number },
        c: RGB,
        extra: Partial<Part> = {},
      ): Part => ({ b: placeBox(b, at), albedo: c, ...extra });
      parts.push(unit({ x0: -L / 2, x1: L / 2, y0: 0, y1: 2.4, z0: 0.42, z1: 0.45 }, [120, 96, 72]));
      for (const y of [0.3, 0.9, 1.5, 2.1]) {
        parts.push(unit({ x0: -L / 2, x1: L / 2, y0: y, y1: y + 0.03, z0: 0, z1: 0.42 }, [150, 120, 88]));
        let x = -L / 2 + 0.05;
        while (x < L / 2 - 0.15) {
          const bw2 = rng.range(0.1, 0.25);
          const bh = rng.range(0.15, 0.4);
          parts.push(
            unit(
              { x0: x, x1: x + bw2, y0: y + 0.03, y1: y + 0.03 + bh, z0: 0.08, z1: 0.36 },
              rng.pick<RGB>([
                [230, 226, 216],
                [196, 170, 130],
                [90, 100, 110],
                [180, 110, 80],
                [236, 236, 232],
                [120, 140, 120],
              ]),
              { round: 0.01 },
            ),
          );
          x += bw2 + rng.range(0.02, 0.08);
        }
      }
      items.push(piece(rc, parts, undefined, false));
    }
  }
  // Display tables down the middle with folded goods.
  for (let z = 2.4; z < d - 2; z += 2.6) {
    const x = rng.range(-0.4, 0.4);
    const parts: Part[] = [
      {
        b: { x0: x - 0.9, x1: x + 0.9, y0: 0.72, y1: 0.78, z0: z - 0.5, z1: z + 0.5 },
        albedo: rng.pick<RGB>([
          [150, 116, 84],
          [230, 226, 218],
        ]),
        round: 0.01,
      },
      { b: { x0: x - 0.85, x1: x - 0.8, y0: 0, y1: 0.72, z0: z - 0.45, z1: z + 0.45 }, albedo: [60, 60, 62] },
      { b: { x0: x + 0.8, x1: x + 0.85, y0: 0, y1: 0.72, z0: z - 0.45, z1: z + 0.45 }, albedo: [60, 60, 62] },
    ];
    for (let i = 0; i < 5; i++) {
      const px = x - 0.7 + i * 0.32;
      parts.push({
        b: { x0: px, x1: px + 0.26, y0: 0.78, y1: 0.78 + rng.range(0.06, 0.18), z0: z - 0.25, z1: z + 0.1 },
        albedo: rng.pick<RGB>([
          [220, 210, 190],
          [90, 110, 140],
          [180, 120, 90],
          [240, 238, 232],
          [120, 130, 110],
        ]),
        round: 0.02,
      });
    }
    items.push(piece(rc, parts));
  }
  // A counter near the entrance.
  items.push(
    piece(rc, [
      {
        b: { x0: -w / 2 + 0.8, x1: -w / 2 + 2.6, y0: 0, y1: 1.0, z0: d - 2.6, z1: d - 2.0 },
        albedo: [236, 232, 224],
        round: 0.01,
      },
      {
        b: { x0: -w / 2 + 0.75, x1: -w / 2 + 2.65, y0: 1.0, y1: 1.05, z0: d - 2.65, z1: d - 1.95 },
        albedo: [150, 116, 84],
        round: 0.005,
      },
    ]),
  );
  // Track lights.
  for (let z = 1; z < d - 1; z += 1.5)
    for (const x of [-w / 4, w / 4]) items.push(pendantLamp(rc, x, z, 0.35, 'cone', [40, 40, 42]));
  rc.lamps.push({ at: v3(0, h - 0.5, d / 2), power: 1.2 });
  paintShell(rc);
  paintSoftLight(rc, { glossy: 0.28 });
  paintWorld({ svg: rc.main, cam: rc.cam, light: rc.light }, { items, groundExtent: [0, 0, 0, 0] });
  void brief;
  return { layers: roomLayers(rc), post: roomPost(rc) };
}

function placeBox(b: { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number }, at: At) {
  const map = (lx: number, lz: number): [number, number] => {
    switch (((at.rot % 4) + 4) % 4) {
      case 1:
        return [at.x - lz, at.z + lx];
      case 2:
        return [at.x - lx, at.z - lz];
      case 3:
        return [at.x + lz, at.z - lx];
      default:
        return [at.x + lx, at.z + lz];
    }
  };
  const [ax, az] = map(b.x0, b.z0);
  const [bx2, bz] = map(b.x1, b.z1);
  return {
    x0: Math.min(ax, bx2),
    x1: Math.max(ax, bx2),
    y0: b.y0,
    y1: b.y1,
    z0: Math.min(az, bz),
    z1: Math.max(az, bz),
  };
}

function paintStorage(input: SceneInput, brief: Brief): ScenePicture {
  const { rng } = input;
  const spec: RoomSpec = {
    w: rng.range(6, 7),
    d: rng.range(7.5, 9),
    h: rng.range(2.7, 2.9),
    wall: [226, 224, 218],
    floor: 'concrete',
    floorColour: [168, 166, 160],
    ceiling: 'grid',
    windows: [],
  };
  spec.windows = [
    { wall: 'back', a0: 0.8, a1: 2.2, v0: 2.0, v1: 2.5, panes: 2, view: 'street', frame: [80, 80, 80] },
    {
      wall: 'back',
      a0: spec.w - 2.2,
      a1: spec.w - 0.8,
      v0: 2.0,
      v1: 2.5,
      panes: 2,
      view: 'street',
      frame: [80, 80, 80],
    },
  ];
  const rc = makeRoomCtx(input, spec, rng);
  aim(
    rc,
    {
      x: rng.range(-0.8, 0.8),
      z: 0.4,
      tx: rng.range(-0.5, 0.5),
      tz: spec.d,
      eye: 1.45,
      horizon: 0.5,
      fov: 72,
    },
    'back',
  );
  rc.daylight = 0.35;
  const items: Item[] = [];
  const { w, d, h } = spec;
  for (let x = -w / 2 + 1.2; x < w / 2 - 1; x += 2.4)
    for (let z = 1.2; z < d; z += 2.4) rc.lamps.push({ at: v3(x, h - 0.1, z), power: 0.5 });
  // Racks of cartons along one wall, lockers and a staff table along the other.
  const side: 'left' | 'right' = rng.chance(0.5) ? 'left' : 'right';
  for (let z = 1.2; z < d - 1.2; z += 1.9) {
    const at = against(rc, side, 0.05, z, 0.6);
    const parts: Part[] = [];
    const unit = (
      b: { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number },
      c: RGB,
      extra: Partial<Part> = {},
    ): Part => ({ b: placeBox(b, at), albedo: c, ...extra });
    for (const x of [-0.88, 0.84])
      parts.push(unit({ x0: x, x1: x + 0.04, y0: 0, y1: 2.2, z0: 0, z1: 0.6 }, [70, 90, 120]));
    for (const y of [0.1, 0.75, 1.4, 2.05]) {
      parts.push(unit({ x0: -0.88, x1: 0.88, y0: y, y1: y + 0.04, z0: 0, z1: 0.6 }, [150, 152, 150]));
      let x = -0.82;
      while (x < 0.7 && y < 2) {
        const bw2 = rng.range(0.3, 0.55);
        if (rng.chance(0.85))
          parts.push(
            unit(
              {
                x0: x,
                x1: Math.min(0.82, x + bw2),
                y0: y + 0.04,
                y1: y + 0.04 + rng.range(0.3, 0.55),
                z0: 0.05,
                z1: 0.55,
              },
              rng.pick<RGB>([
                [176, 140, 100],
                [190, 156, 112],
                [160, 126, 90],
                [220, 214, 200],
              ]),
              { round: 0.01 },
            ),
          );
        x += bw2 + 0.02;
      }
    }
    items.push(piece(rc, parts, undefined, false));
  }
  items.push(wardrobe(rc, against(rc, other(side), 0.02, d - 1.4, 0.62), 2.0, 1.9, [150, 160, 170]));
  const tx = sgn(other(side)) * (w / 2 - 1.4);
  const tz = d * 0.42;
  items.push(
    piece(rc, [
      {
        b: { x0: tx - 0.6, x1: tx + 0.6, y0: 0.72, y1: 0.75, z0: tz - 0.4, z1: tz + 0.4 },
        albedo: [226, 222, 214],
        round: 0.01,
      },
      {
        b: { x0: tx - 0.55, x1: tx - 0.52, y0: 0, y1: 0.72, z0: tz - 0.35, z1: tz + 0.35 },
        albedo: [80, 80, 82],
      },
      {
        b: { x0: tx + 0.52, x1: tx + 0.55, y0: 0, y1: 0.72, z0: tz - 0.35, z1: tz + 0.35 },
        albedo: [80, 80, 82],
      },
    ]),
  );
  for (const dz of [-0.7, 0.7]) items.push(piece(rc, chairParts(tx, tz + dz, [60, 70, 90])));
  paintShell(rc);
  paintSoftLight(rc, { glossy: 0.18 });
  paintWorld({ svg: rc.main, cam: rc.cam, light: rc.light }, { items, groundExtent: [0, 0, 0, 0] });
  void brief;
  return { layers: roomLayers(rc), post: roomPost(rc) };
}

function paintOfficeFloor(input: SceneInput, brief: Brief): ScenePicture {
  const { rng } = input;
  const spec: RoomSpec = {
    w: rng.range(10, 12),
    d: rng.range(11, 13),
    h: 3.0,
    wall: [236, 234, 230],
    floor: rng.pick(['concrete', 'oak', 'tiles'] as const),
    floorColour: [0, 0, 0],
    ceiling: 'grid',
    windows: [],
  };
  spec.floorColour = rng.pick(FLOOR_COLOURS[spec.floor]);
  const side: 'left' | 'right' = rng.chance(0.5) ? 'left' : 'right';
  spec.windows = [
    {
      wall: 'back',
      a0: 0.3,
      a1: spec.w - 0.3,
      v0: 0.02,
      v1: 2.85,
      panes: 7,
      view: 'city',
      frame: [60, 62, 64],
    },
    {
      wall: side,
      a0: 0.3,
      a1: spec.d - 0.3,
      v0: 0.02,
      v1: 2.85,
      panes: 8,
      view: 'city',
      frame: [60, 62, 64],
    },
  ];
  const rc = makeRoomCtx(input, spec, rng);
  aim(
    rc,
    {
      x: -sgn(side) * spec.w * 0.3,
      z: 0.4,
      tx: sgn(side) * spec.w * 0.2,
      tz: spec.d,
      eye: 1.5,
      horizon: 0.5,
      fov: 74,
    },
    'back',
  );
  const items: Item[] = [];
  const { w, d } = spec;
  const deskC: RGB = rng.pick<RGB>([
    [236, 234, 228],
    [200, 176, 140],
  ]);
  for (let z = 4.6; z < d - 1.4; z += 2.8) {
    for (let x = -w / 2 + 1.6; x < w / 2 - 1.2; x += 3.2) {
      const parts: Part[] = [
        {
          b: { x0: x - 1.4, x1: x + 1.4, y0: 0.72, y1: 0.75, z0: z - 0.8, z1: z + 0.8 },
          albedo: deskC,
          round: 0.005,
        },
        {
          b: { x0: x - 1.4, x1: x - 1.36, y0: 0, y1: 0.72, z0: z - 0.75, z1: z + 0.75 },
          albedo: [70, 70, 72],
        },
        {
          b: { x0: x + 1.36, x1: x + 1.4, y0: 0, y1: 0.72, z0: z - 0.75, z1: z + 0.75 },
          albedo: [70, 70, 72],
        },
        {
          b: { x0: x - 1.4, x1: x + 1.4, y0: 0.75, y1: 1.1, z0: z - 0.02, z1: z + 0.02 },
          albedo: [150, 160, 150],
        },
      ];
      for (const sx of [-0.7, 0.7]) {
        for (const sz of [-1, 1]) {
          const mz = z + sz * 0.35;
          parts.push({
            b: { x0: x + sx - 0.28, x1: x + sx + 0.28, y0: 0.85, y1: 1.2, z0: mz - 0.015, z1: mz + 0.015 },
            albedo: [30, 30, 32],
            gloss: 0.1,
          });
          parts.push({
            b: { x0: x + sx - 0.03, x1: x + sx + 0.03, y0: 0.75, y1: 0.85, z0: mz - 0.03, z1: mz + 0.03 },
            albedo: [50, 50, 52],
          });
        }
      }
      items.push(piece(rc, parts));
      for (const sx of [-0.7, 0.7]) {
        for (const sz of [-1, 1]) {
          const cz = z + sz * 1.05;
          items.push(
            piece(rc, [
              {
                b: { x0: x + sx - 0.25, x1: x + sx + 0.25, y0: 0.45, y1: 0.52, z0: cz - 0.25, z1: cz + 0.25 },
                albedo: [50, 52, 56],
                round: 0.03,
              },
              {
                b: {
                  x0: x + sx - 0.24,
                  x1: x + sx + 0.24,
                  y0: 0.52,
                  y1: 1.0,
                  z0: sz > 0 ? cz + 0.2 : cz - 0.25,
                  z1: sz > 0 ? cz + 0.25 : cz - 0.2,
                },
                albedo: [50, 52, 56],
                round: 0.03,
              },
              {
                b: { x0: x + sx - 0.03, x1: x + sx + 0.03, y0: 0.05, y1: 0.45, z0: cz - 0.03, z1: cz + 0.03 },
                albedo: [40, 40, 42],
              },
              {
                b: { x0: x + sx - 0.28, x1: x + sx + 0.28, y0: 0, y1: 0.05, z0: cz - 0.28, z1: cz + 0.28 },
                albedo: [40, 40, 42],
                cyl: { top: 0.26, foot: 0.28 },
              },
            ]),
          );
        }
      }
    }
  }
  for (const z of [1.4, d - 0.8])
    items.push(...pottedPlant(rc, sgn(side) * (w / 2 - 0.6), z, rng.range(1.4, 1.9), rng, 'shrub'));
  paintShell(rc);
  paintSoftLight(rc, { glossy: spec.floor === 'oak' ? 0.12 : 0.26 });
  paintWorld({ svg: rc.main, cam: rc.cam, light: rc.light }, { items, groundExtent: [0, 0, 0, 0] });
  void brief;
  return { layers: roomLayers(rc), post: roomPost(rc) };
}
