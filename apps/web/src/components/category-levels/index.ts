export * from './category-levels';
