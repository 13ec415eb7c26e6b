// Public surface of the global search: hidden until the contract declares the role's search call.
export { GlobalSearch, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, type GlobalSearchProps } from './global-search';
export { readSearchHits, searchEndpointFor, SEARCH_PATHS, type SearchHit } from './search-endpoint';
