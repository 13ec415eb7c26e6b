// Public surface of the billing feature: claims (per suborder and payer) and their lists, remittances (835),
// eligibility (270/271), the clearinghouse, and the suborder screen's claims tab.
export { billingKeys } from './api/keys';
export { claimHref } from './routes';
export { ClaimsListPage, EligibilityListPage, EraListPage, ReadySubordersPage } from './components/pages';
export { ClaimPage } from './components/claim-page';
export { SecondaryClaimPage } from './components/secondary-claim-page';
export { EraPage } from './components/era-page';
export { EligibilityPage } from './components/eligibility-page';
export { SuborderClaimsPage, type SuborderClaimsPageProps } from './components/suborder-claims-page';
