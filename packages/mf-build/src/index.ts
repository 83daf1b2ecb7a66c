export * from './app-config';
export { createWebpackConfig } from './webpack-config';
