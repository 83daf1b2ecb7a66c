// The main entry holds no TypeBox: the front end imports from here (rules and limits as values,
// the API shapes as types). The server takes the schemas themselves from '@dpu/contracts/schemas'.
export * from './constants';
export * from './route-path';
export * from './route-manifest';
export * from './limits';
export * from './validation';
export * from './phone';
export * from './products';
export * from './certification';
export * from './materials';
export * from './tracking';
export * from './staff';
export * from './staff-roles';
export * from './content-query';
export type * from './content-body';
export * from './content-routes';
export * from './content-collections';
export * from './site-search';
export * from './search-grouping';
export * from './query-params';
export * from './media';
export * from './og-image';
export type * from './page-render';
export type * from './schemas';
