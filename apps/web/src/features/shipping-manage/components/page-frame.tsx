import { PageFrame as AppPageFrame, type PageFrameProps } from '../../../components/page-frame';

/** The frame of the planner's screens: the app's page frame, marked for the planner's print rules. */
export function PageFrame(props: Omit<PageFrameProps, 'className'>) {
  return <AppPageFrame {...props} className="shipping-manage-page" />;
}
