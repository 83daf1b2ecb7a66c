export * from './storage';
export * from './session-store';
