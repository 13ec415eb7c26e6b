import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { formatDocumentTitle, useDocumentTitle } from '../../lib/document-title';
import { SessionServices } from '../session-services';
import { matchedDeclaration } from './route-handle';

export function RootRoute() {
  const route = matchedDeclaration(useMatches());
  useDocumentTitle(formatDocumentTitle(route?.title));
  return (
    <>
      <Outlet />
      <SessionServices />
      <ScrollRestoration />
    </>
  );
}
