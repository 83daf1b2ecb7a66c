export * from './storage';
export * from './session-store';
export * from './navigation-storage';
export * from './use-has-token';
