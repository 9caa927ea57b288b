export * from './catalogue';
export * from './dataset';
export * from './focal-crop';
export * from './locales';
export * from './schema';
export * from './reserved-names';
export * from './share';
