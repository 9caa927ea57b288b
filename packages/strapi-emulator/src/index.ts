export { createContentServiceApp, type ContentServiceAppOptions } from './app';
export { createFaults, DEFAULT_SLOW_DELAY_MS, type ContentServiceFaults, type FaultMode } from './faults';
export {
  EMPTY_DATASET,
  startContentService,
  type ContentServiceHandle,
  type StartContentServiceOptions,
} from './start';
export { createContentStore, type ContentChange, type ContentStore } from './store';
