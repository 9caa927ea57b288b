export { defaultCacheDir } from './cache';
export { startMediaDrawer, type DrawerOptions, type MediaDrawer } from './drawer';
export { generateMedia, type GenerateOptions, type GenerateResult, type Stock } from './generate';
