export * from './page-head';
export * from './server-page';
export * from './html-sanitizer';
