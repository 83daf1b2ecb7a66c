export * from './constants';
export * from './route-path';
export * from './route-manifest';
export * from './api';
export * from './validation';
export * from './products';
export * from './phone';
export * from './staff';
