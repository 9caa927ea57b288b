export { createDemoDataset } from './demo-dataset';
export { mediaManifest } from './manifest';
export { mediaAssetsFromManifest } from './media-assets';
export { SCENES, type Aspect, type MediaSpec, type Scene } from './media-manifest';
export * from './media-naming';
