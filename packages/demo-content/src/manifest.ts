import type { MediaSpec } from './media-manifest';
import { catalogueMedia } from './media-catalogue';
import { chromeMedia } from './media-chrome';

/** Every picture and file of the demo content. */
export const mediaManifest: MediaSpec[] = [...chromeMedia, ...catalogueMedia];
