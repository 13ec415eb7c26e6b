export * from './roles';
export * from './permissions';
export * from './statuses';
export * from './endpoint';
export * from './web-routes';
export * from './reference';
export * from './api';
export * from './format';
