export * from './client';
export * from './form-post';
export * from './content';
export * from './product-access';
export * from './content-query';
export * from './submit';
export * from './query';
