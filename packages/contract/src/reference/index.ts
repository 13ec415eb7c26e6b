export * from './people';
export * from './places';
