import { Navigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { lazyViews } from '../../../lib/lazy-component';
import { idOf, suborderTabHref, type SuborderTab, type SuborderTabKey } from '../routes';
import { SuborderShell } from './suborder-shell';

/** `supplier.shipping.show`: opens the first tab. */
export function SuborderShowRedirect() {
  const { suborderId } = useParams();
  return <Navigate to={suborderTabHref(idOf(suborderId) || 0)} replace />;
}

const TAB_VIEWS = lazyViews(
  {
    'general-info': async () => (await import('./general-info-tab')).GeneralInfoTab,
    status: async () => (await import('./status-tab')).StatusTab,
    documents: async () => (await import('./documents-tab')).DocumentsTab,
  },
  <PageLoader />,
);

export interface SuborderTabPageProps {
  tab: SuborderTabKey;
  /** The tabs whose screens exist (the app knows which). */
  tabs: readonly SuborderTab[];
}

/** A tab of the suborder screen. */
export function SuborderTabPage({ tab, tabs }: SuborderTabPageProps) {
  const { suborderId } = useParams();
  const { Component: View, preload } = TAB_VIEWS[tab];
  preload();
  return (
    <SuborderShell suborderId={idOf(suborderId)} tabs={tabs} active={tab}>
      {(suborder) => <View suborder={suborder} />}
    </SuborderShell>
  );
}
