export * from './constants';
export * from './routes';
export * from './api';
export * from './validation';
export * from './products';
export * from './phone';
