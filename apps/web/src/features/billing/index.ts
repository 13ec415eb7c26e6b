// Public surface of the billing feature: claims (per suborder and payer) and their lists, remittances (835),
// eligibility (270/271), the clearinghouse, and the suborder screen's claims tab.
export { billingKeys } from './api/keys';
export { claimHref } from './routes';
// One module per list page, so each route's chunk holds its own list (and not the ERA import or eligibility form).
export { ClaimsListPage } from './components/claims-list-page';
export { ReadySubordersPage } from './components/ready-suborders-page';
export { EraListPage } from './components/era-list-page';
export { EligibilityListPage } from './components/eligibility-list-page';
export { ClaimPage } from './components/claim-page';
export { SecondaryClaimPage } from './components/secondary-claim-page';
export { EraPage } from './components/era-page';
export { EligibilityPage } from './components/eligibility-page';
export { SuborderClaimsPage, type SuborderClaimsPageProps } from './components/suborder-claims-page';
