import { focalCrop, focalRule, objectPosition, readFocalPoint, type FocalPoint } from './focal-point';

/**
 * Where CSS puts a point of a picture drawn with `object-fit: cover` and an `object-position` of
 * percentages: the picture is scaled to cover the frame, and the position's percentage of the
 * overflow is cut away on the left (top), the rest on the right (bottom).
 */
function pointInFrame(
  picture: { width: number; height: number },
  frame: { width: number; height: number },
  position: string,
  point: FocalPoint,
) {
  const [px, py] = position.split(' ').map((value) => parseFloat(value) / 100);
  const scale = Math.max(frame.width / picture.width, frame.height / picture.height);
  const [width, height] = [picture.width * scale, picture.height * scale];
  return {
    x: (frame.width - width) * px + (point.x / 100) * width,
    y: (frame.height - height) * py + (point.y / 100) * height,
  };
}

const PICTURES = [
  { width: 1920, height: 1080 },
  { width: 1800, height: 1200 },
  { width: 1080, height: 1920 },
  { width: 1200, height: 1200 },
];
/** Phones, tablets and desktops; cards, full-screen slides, strips and a share picture's shape. */
const FRAMES = [
  { width: 375, height: 812 },
  { width: 375, height: 281 },
  { width: 1440, height: 900 },
  { width: 1440, height: 617 },
  { width: 1200, height: 630 },
  { width: 320, height: 200 },
  { width: 120, height: 600 },
];
const POINTS: FocalPoint[] = [
  { x: 0, y: 0 },
  { x: 2.5, y: 97.5 },
  { x: 37.2, y: 18 },
  { x: 50, y: 50 },
  { x: 74, y: 50 },
  { x: 99.9, y: 0.1 },
  { x: 100, y: 100 },
];

describe('a picture cropped by the browser (object-fit: cover)', () => {
  it('when a picture is placed on its focal point, then the point is inside every frame, whatever its shape', () => {
    for (const picture of PICTURES) {
      for (const frame of FRAMES) {
        for (const point of POINTS) {
          const { x, y } = pointInFrame(picture, frame, objectPosition(point), point);
          const inside = x > -0.01 && x < frame.width + 0.01 && y > -0.01 && y < frame.height + 0.01;
          expect({ picture, frame, point, inside }).toEqual({ picture, frame, point, inside: true });
        }
      }
    }
  });

  it('when a phone crops a 16:9 slide around its middle, then a point three quarters across is out of the frame; placed on it, it is in', () => {
    const slide = { width: 1920, height: 1080 };
    const phone = { width: 375, height: 812 };
    const facade = { x: 74, y: 50 };
    expect(pointInFrame(slide, phone, '50% 50%', facade).x).toBeGreaterThan(phone.width);
    const placed = pointInFrame(slide, phone, objectPosition(facade), facade).x;
    expect(placed).toBeCloseTo(0.74 * phone.width);
  });

  it('when the position is written, then it is in percent to a tenth', () => {
    expect(objectPosition({ x: 37.25, y: 18 })).toBe('37.3% 18%');
    expect(objectPosition({ x: 0, y: 100 })).toBe('0% 100%');
  });

  it('when a rule is made, then its class names the point and the rule places the picture on it', () => {
    expect(focalRule({ x: 37.2, y: 18 })).toEqual({
      className: 'fp-372-180',
      css: '.fp-372-180{object-position:37.2% 18%}',
    });
    const wide = focalRule({ x: 20, y: 80 }, '(min-width: 769px)');
    expect(wide.className).toMatch(/^fp-200-800-[0-9a-z]+$/);
    expect(wide.css).toBe(
      `@media (min-width: 769px){.${wide.className}.${wide.className}{object-position:20% 80%}}`,
    );
    expect(focalRule({ x: 20, y: 80 }, '(min-width: 1024px)').className).not.toBe(wide.className);
  });
});

describe('a crop the server makes (focalCrop)', () => {
  it('when a wide picture is cut to a share picture, then the box has its shape and the point in its middle', () => {
    expect(focalCrop(1920, 1080, { x: 50, y: 50 }, 1200, 630)).toEqual({
      left: 0,
      top: 36,
      width: 1920,
      height: 1008,
    });
    expect(focalCrop(1920, 1080, { x: 60, y: 50 }, 1, 1)).toEqual({
      left: 612,
      top: 0,
      width: 1080,
      height: 1080,
    });
  });

  it('when the point is near an edge, then the box stops at the edge and the point is still inside', () => {
    expect(focalCrop(1200, 1800, { x: 50, y: 3 }, 1200, 630)).toEqual({
      left: 0,
      top: 0,
      width: 1200,
      height: 630,
    });
    expect(focalCrop(1200, 1800, { x: 50, y: 99 }, 1200, 630)).toEqual({
      left: 0,
      top: 1170,
      width: 1200,
      height: 630,
    });
    expect(focalCrop(2520, 1080, { x: 74, y: 50 }, 1200, 630)).toEqual({
      left: 463,
      top: 0,
      width: 2057,
      height: 1080,
    });
    expect(focalCrop(1920, 1080, { x: 0, y: 100 }, 1, 1)).toEqual({
      left: 0,
      top: 0,
      width: 1080,
      height: 1080,
    });
  });

  it('when there is no focal point, then the crop is the middle of the picture', () => {
    expect(focalCrop(1800, 1200, null, 1, 1)).toEqual({ left: 300, top: 0, width: 1200, height: 1200 });
  });

  it('when every picture is cut to every shape around every point, then the box is inside the picture, has the shape and holds the point', () => {
    for (const picture of PICTURES) {
      for (const frame of FRAMES) {
        for (const point of POINTS) {
          const box = focalCrop(picture.width, picture.height, point, frame.width, frame.height);
          const [px, py] = [(point.x / 100) * picture.width, (point.y / 100) * picture.height];
          expect(box.left).toBeGreaterThanOrEqual(0);
          expect(box.top).toBeGreaterThanOrEqual(0);
          expect(box.left + box.width).toBeLessThanOrEqual(picture.width);
          expect(box.top + box.height).toBeLessThanOrEqual(picture.height);
          expect(Math.abs(box.width / box.height - frame.width / frame.height)).toBeLessThan(
            1 / Math.min(box.width, box.height) + 0.001,
          );
          expect(px).toBeGreaterThanOrEqual(box.left);
          expect(px).toBeLessThanOrEqual(box.left + box.width);
          expect(py).toBeGreaterThanOrEqual(box.top);
          expect(py).toBeLessThanOrEqual(box.top + box.height);
        }
      }
    }
  });

  it('when a size is not positive, then it says so', () => {
    expect(() => focalCrop(0, 100, null, 1200, 630)).toThrow(RangeError);
  });
});

describe('a focal point as the content service answers it', () => {
  it.each([
    [
      { x: 37.5, y: 20 },
      { x: 37.5, y: 20 },
    ],
    [
      { x: '40', y: '60.5' },
      { x: 40, y: 60.5 },
    ],
    [
      { x: -3, y: 140 },
      { x: 0, y: 100 },
    ],
    [null, null],
    [undefined, null],
    [{ x: 10 }, null],
    [{ x: 'left', y: 10 }, null],
    ['50,50', null],
  ])('when it is %p, then it is read as %p', (value, expected) => {
    expect(readFocalPoint(value)).toEqual(expected);
  });
});
