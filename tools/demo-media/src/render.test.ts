import { subjectCanvas } from './render';

describe('the canvas a picture is painted on (its subject moved to its focal point)', () => {
  it('when there is no point, or it is the middle, then the canvas is the picture', () => {
    expect(subjectCanvas(1920, 1080, undefined)).toEqual({ width: 1920, height: 1080, left: 0, top: 0 });
    expect(subjectCanvas(1920, 1080, { x: 50, y: 50 })).toEqual({
      width: 1920,
      height: 1080,
      left: 0,
      top: 0,
    });
  });

  it('when the point is right of the middle, then the canvas is wider and the picture is its left part, the middle of the canvas at the point', () => {
    const canvas = subjectCanvas(1920, 1080, { x: 74, y: 50 });
    expect(canvas).toEqual({ width: 2842, height: 1080, left: 0, top: 0 });
    expect(canvas.width / 2 - canvas.left).toBeCloseTo(0.74 * 1920, 0);
  });

  it('when the point is left of the middle or high, then the picture is the canvas’s right or bottom part', () => {
    const canvas = subjectCanvas(1800, 1200, { x: 32, y: 25 });
    expect(canvas).toEqual({ width: 2448, height: 1800, left: 648, top: 600 });
    expect(canvas.width / 2 - canvas.left).toBeCloseTo(0.32 * 1800, 0);
    expect(canvas.height / 2 - canvas.top).toBeCloseTo(0.25 * 1200, 0);
  });
});
