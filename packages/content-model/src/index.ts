export * from './catalogue';
export * from './dataset';
export * from './locales';
export * from './schema';
export * from './reserved-names';
export * from './share';
