/**
 * A bay from the hillside above it: pines in front, a curve of sand with turquoise shallows, headlands
 * and islands fading into the haze; yachts or a village when the text asks for them.
 */
import { css, mix } from '../color';
import { paintHills, paintScrub, paintSea, paintSky } from '../landscape';
import { type Item, paintWorld, v3 } from '../scene3d';
import { Svg, n } from '../svg';
import { tree } from '../vegetation';
import { context, defaultPost, groundColour, makeFrame, type SceneInput, type ScenePicture } from './common';

export function paintBay(input: SceneInput): ScenePicture {
  const { rng } = input;
  const text = input.alt.toLowerCase();
  const portrait = input.height > input.width;
  const frame = makeFrame(input, {
    eye: rng.range(30, 80),
    yaw: rng.range(-0.3, 0.3),
    horizon: portrait ? 0.38 : rng.range(0.3, 0.4),
    fov: portrait ? 60 : rng.range(55, 66),
    times: { morning: 2, midday: 2, afternoon: 2.5, golden: 2.5, dusk: 1 },
    fogDistance: 4000,
    fogMax: 0.8,
  });
  const { W, H, atm, cam } = frame;
  const hz = cam.horizon;
  const sky = new Svg(W, H);
  paintSky(sky, atm, hz, frame.sun, rng.fork('sky'));
  const far = new Svg(W, H);
  paintSea(far, atm, hz, H, frame.sun, rng.fork('sea'));
  for (let i = 0; i < rng.int(1, 3); i++) {
    const cx = rng.range(-0.1, 1.1) * W;
    const w = rng.range(0.2, 0.6) * W;
    paintHills(far, atm, rng.fork(`far${i}`), {
      base: hz + 0.5,
      height: H * rng.range(0.02, 0.06),
      distance: rng.range(0.8, 0.95),
      colour: [110, 118, 110],
      x0: cx - w / 2,
      x1: cx + w / 2,
      island: true,
    });
  }
  const main = new Svg(W, H);
  // Headlands framing the bay, the nearer one darker and greener.
  const side = rng.chance(0.5) ? -1 : 1;
  const shoreY = hz + (H - hz) * rng.range(0.5, 0.66);
  paintHills(main, atm, rng.fork('head1'), {
    base: hz + (shoreY - hz) * 0.3,
    height: H * rng.range(0.05, 0.1),
    distance: 0.35,
    colour: [96, 104, 72],
    x0: side < 0 ? -W * 0.1 : W * 0.55,
    x1: side < 0 ? W * 0.5 : W * 1.1,
    island: true,
    sunSide: -side,
  });
  paintHills(main, atm, rng.fork('head2'), {
    base: shoreY + 4,
    height: H * rng.range(0.12, 0.2),
    distance: 0.1,
    colour: [80, 92, 56],
    x0: side > 0 ? -W * 0.2 : W * 0.62,
    x1: side > 0 ? W * 0.4 : W * 1.2,
    island: true,
    sunSide: side,
  });
  // The beach: a curved strip of sand with turquoise shallows in front of it.
  const beachW = W * rng.range(0.55, 0.9);
  const bx = side > 0 ? W * rng.range(0.2, 0.4) : W * rng.range(-0.05, 0.15);
  const curve = H * rng.range(0.02, 0.045);
  const sand = groundColour(frame, [226, 206, 170], 300);
  const shallow = mix([90, 196, 196], atm.seaNear, 0.25);
  const edge = `M${n(bx)} ${n(shoreY)}Q${n(bx + beachW / 2)} ${n(shoreY + curve * 2)} ${n(bx + beachW)} ${n(shoreY)}`;
  main.path(
    `${edge}L${n(bx + beachW)} ${n(shoreY - curve * 2)}Q${n(bx + beachW / 2)} ${n(shoreY - curve * 0.6)} ${n(bx)} ${n(shoreY - curve * 2)}Z`,
    main.linear(0, shoreY - curve * 2, 0, shoreY + curve, [
      [0, shallow, 0],
      [1, shallow, 0.85],
    ]),
  );
  main.path(
    `${edge}L${n(bx + beachW)} ${n(shoreY + curve * 1.6)}Q${n(bx + beachW / 2)} ${n(shoreY + curve * 4.2)} ${n(bx)} ${n(shoreY + curve * 0.9)}Z`,
    css(sand),
  );
  main.path(edge, 'none', `stroke="#ffffff" stroke-width="${n(W / 900)}" opacity="0.7"`);
  // Land behind the beach down to the bottom of the picture.
  const landTop = shoreY + curve * 3.4;
  const land = `M-10 ${n(landTop + H * 0.02)}Q${n(W * 0.5)} ${n(landTop + curve * 2)} ${n(W + 10)} ${n(landTop)}L${n(W + 10)} ${n(H + 10)}L-10 ${n(H + 10)}Z`;
  main.path(
    land,
    main.linear(0, landTop, 0, H, [
      [0, groundColour(frame, [120, 124, 84], 200)],
      [1, groundColour(frame, [92, 100, 62], 60)],
    ]),
  );
  paintScrub(
    main,
    rng.fork('scrub'),
    { x0: 0, x1: W, y0: landTop, y1: H },
    { dark: [52, 66, 40], light: [170, 170, 120] },
    1400,
    land,
  );
  // A village on the far shore when asked for.
  if (
    /harbour|village|marina|town|resort|suites|naoussa|kassiopi|glyfada|voula/.test(text) ||
    rng.chance(0.3)
  ) {
    const houses: string[] = [];
    const roofs: string[] = [];
    const hx = side < 0 ? W * rng.range(0.55, 0.75) : W * rng.range(0.1, 0.3);
    const hy = hz + (shoreY - hz) * 0.3;
    for (let i = 0; i < 50; i++) {
      const x = hx + rng.normal() * W * 0.06;
      const y = hy - rng.range(0, H * 0.03);
      const w = rng.range(3, 7) * (W / 1800);
      const h = rng.range(2.5, 5) * (W / 1800);
      houses.push(`M${n(x)} ${n(y)}h${n(w)}v${n(-h)}h${n(-w)}Z`);
      if (rng.chance(0.3)) roofs.push(`M${n(x)} ${n(y - h)}h${n(w)}v${n(h * 0.3)}h${n(-w)}Z`);
    }
    main.path(houses.join(''), css(groundColour(frame, [240, 236, 228], 1500)));
    main.path(roofs.join(''), css(groundColour(frame, [180, 110, 80], 1500)), 'opacity="0.7"');
  }
  const boats = /yacht|marina|boats|harbour|ships|jetty|port/.test(text) ? rng.int(6, 14) : rng.int(0, 3);
  for (let i = 0; i < boats; i++) {
    const y = hz + (shoreY - hz) * rng.range(0.15, 0.85);
    const k = (y - hz) / (H - hz);
    const x = rng.range(0.05, 0.95) * W;
    const L = (4 + k * 40) * (W / 1800) * (/ships/.test(text) ? 2.5 : 1);
    main.path(`M${n(x)} ${n(y)}l${n(L)} 0l${n(-L * 0.15)} ${n(L * 0.22)}l${n(-L * 0.7)} 0Z`, '#f6f6f2');
    main.path(
      `M${n(x + L)} ${n(y + L * 0.1)}l${n(L * 2.5)} ${n(L * 0.15)}`,
      'none',
      `stroke="#ffffff" stroke-width="${n(Math.max(0.6, L * 0.05))}" opacity="0.4"`,
    );
  }
  // Pines (or olives) in the foreground, a little out of focus.
  const fg = new Svg(W, H);
  const ctx = context(fg, frame);
  const items: Item[] = [];
  for (let i = 0; i < rng.int(2, 4); i++) {
    const x = (rng.chance(0.5) ? -1 : 1) * rng.range(9, 16);
    items.push(
      tree({
        kind: /olive/.test(text) ? 'olive' : 'pine',
        at: v3(cam.pos.x + x, cam.pos.y - rng.range(9, 13), rng.range(16, 24)),
        height: rng.range(8, 12),
        rng,
        shadow: false,
      }),
    );
  }
  paintWorld(ctx, { items });
  return {
    layers: [
      { svg: sky, scale: 0.25, blur: W * 0.004 },
      { svg: far, scale: 0.5, blur: W * 0.0012 },
      { svg: main, scale: 0.5, blur: W * 0.0006 },
      { svg: fg, scale: 0.5, blur: W * 0.003 },
    ],
    post: defaultPost(atm),
  };
}
