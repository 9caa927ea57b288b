export { generateMedia, type GenerateOptions, type GenerateResult } from './generate';
