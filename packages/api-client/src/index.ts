export * from './client';
export * from './content';
