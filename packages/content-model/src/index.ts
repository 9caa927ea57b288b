export * from './catalogue';
export * from './dataset';
export * from './locales';
export * from './schema';
