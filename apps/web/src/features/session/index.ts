// Public surface of the session feature: where each role lives, who is signed in, their profile.
export { DASHBOARD_ROUTES, PROFILE_ROUTES, homeOf } from './home';
export { myProfileQueryOptions, profileKeys, useMyProfile } from './api/get-profile';
export { SessionSummary, type SessionSummaryProps } from './components/session-summary';
export { ProfileView } from './components/profile-view';
