// Public surface of the short-link feature: /s/{hash} resolves a link and opens its in-app target.
export { shortLinkKeys, shortLinkQueryOptions } from './api/resolve-short-link';
export { SHORT_LINK_TEXTS, ShortLinkRedirect } from './components/short-link-redirect';
