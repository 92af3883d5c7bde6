export * from './session-slice';
export * from './store-slice';
export * from './root-reducer';
export * from './create-store';
export * from './hooks';
