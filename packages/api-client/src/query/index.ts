export * from './query-layer';
export * from './use-query';
