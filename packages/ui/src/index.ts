export * from './theme';
export * from './rich-text';
export * from './error-page';
export * from './standalone-frame';
export * from './page-meta';
export * from './content/use-content';
export * from './content/content-body';
export * from './content/site-facts';
