import type { MediaAsset, MediaFormat } from '@dkg/content-model';
import type { MediaSpec } from './media-manifest';
import { estimateSizeKb, planMedia, uploadUrl } from './media-naming';

/**
 * The demo media library as Strapi describes it: one asset per spec, with the names, dimensions and
 * responsive formats of the files scripts/generate-media.ts writes (both use media-naming.ts).
 * Pure and synchronous: nothing is read from disk, sizes are estimates.
 */
export function mediaAssetsFromManifest(manifest: MediaSpec[]): MediaAsset[] {
  const seen = new Set<string>();
  return manifest.map((spec) => {
    if (seen.has(spec.key)) throw new Error(`Media key "${spec.key}" appears twice in the manifest`);
    seen.add(spec.key);
    const plan = planMedia(spec);
    const formats: Record<string, MediaFormat> = {};
    for (const f of plan.formats) {
      formats[f.format] = {
        name: f.fileName,
        hash: f.hash,
        ext: f.ext,
        mime: f.mime,
        width: f.width,
        height: f.height,
        size: estimateSizeKb(plan.kind, f.width, f.height),
        url: uploadUrl(f.fileName),
        path: null,
      };
    }
    return {
      key: spec.key,
      name: plan.fileName,
      url: uploadUrl(plan.fileName),
      alternativeText: spec.alt,
      caption: null,
      focalPoint: spec.focalPoint ?? null,
      width: plan.width,
      height: plan.height,
      ext: plan.ext,
      mime: plan.mime,
      size: estimateSizeKb(plan.kind, plan.width, plan.height),
      formats: plan.formats.length > 0 ? formats : null,
    };
  });
}
