// Written by `npm run cms:schema` from packages/content-model/src/focal-crop.ts: change that file, not this one.
"use strict";
/**
 * A picture's focal point and the crops that keep it in view: shared by the site (src/content/focal-point.ts)
 * and the CMS, which cuts the share picture of a file with `focalCrop` (npm run cms:schema writes it
 * into cms/src/lib/focal-crop.js).
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.clamp = clamp;
exports.readFocalPoint = readFocalPoint;
exports.focalCrop = focalCrop;
/** `value` kept within `low` and `high`. */
function clamp(value, low, high) {
    return Math.min(high, Math.max(low, value));
}
/** A focal point from anything a content service answers: numbers (or numeric strings) kept within 0–100; else none. */
function readFocalPoint(value) {
    if (typeof value !== 'object' || value === null)
        return null;
    const { x, y } = value;
    const number = (coordinate) => typeof coordinate === 'number' || (typeof coordinate === 'string' && coordinate.trim() !== '')
        ? Number(coordinate)
        : Number.NaN;
    const [px, py] = [number(x), number(y)];
    if (!Number.isFinite(px) || !Number.isFinite(py))
        return null;
    return { x: clamp(px, 0, 100), y: clamp(py, 0, 100) };
}
/**
 * The crop of a picture of `width` × `height` pixels to the shape of `targetWidth` × `targetHeight`
 * (a share picture of 1200 × 630, a square thumbnail…): the largest box of that shape, placed so
 * that the focal point is as near its middle as the picture's edges allow. The point is always
 * inside it. Without a focal point the crop is the middle of the picture. Whole pixels; resize the
 * box to the target afterwards.
 */
function focalCrop(width, height, focalPoint, targetWidth, targetHeight) {
    if (!(width > 0 && height > 0 && targetWidth > 0 && targetHeight > 0)) {
        throw new RangeError(`A crop needs positive sizes (${width}×${height} to ${targetWidth}×${targetHeight})`);
    }
    const target = targetWidth / targetHeight;
    const boxWidth = width / height > target ? clamp(Math.round(height * target), 1, width) : width;
    const boxHeight = width / height > target ? height : clamp(Math.round(width / target), 1, height);
    const point = focalPoint ?? { x: 50, y: 50 };
    const around = (focus, size, box) => clamp(Math.round((focus / 100) * size - box / 2), 0, size - box);
    return {
        left: around(point.x, width, boxWidth),
        top: around(point.y, height, boxHeight),
        width: boxWidth,
        height: boxHeight,
    };
}
