export * from './theme';
export * from './rich-text';
export * from './error-page';
export * from './standalone-frame';
