import { Navigate, useParams } from 'react-router';
import { idOf, suborderTabHref, type SuborderTab, type SuborderTabKey } from '../routes';
import { DocumentsTab } from './documents-tab';
import { GeneralInfoTab } from './general-info-tab';
import { StatusTab } from './status-tab';
import { SuborderShell } from './suborder-shell';

/** `supplier.shipping.show`: opens the first tab. */
export function SuborderShowRedirect() {
  const { suborderId } = useParams();
  return <Navigate to={suborderTabHref(idOf(suborderId) || 0)} replace />;
}

const TAB_VIEWS = { 'general-info': GeneralInfoTab, status: StatusTab, documents: DocumentsTab } as const;

export interface SuborderTabPageProps {
  tab: SuborderTabKey;
  /** The tabs whose screens exist (the app knows which). */
  tabs: readonly SuborderTab[];
}

/** A tab of the suborder screen. */
export function SuborderTabPage({ tab, tabs }: SuborderTabPageProps) {
  const { suborderId } = useParams();
  const View = TAB_VIEWS[tab];
  return (
    <SuborderShell suborderId={idOf(suborderId)} tabs={tabs} active={tab}>
      {(suborder) => <View suborder={suborder} />}
    </SuborderShell>
  );
}
