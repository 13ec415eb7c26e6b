import { Notifications } from '@mantine/notifications';
import { useIsMobile } from '../lib/media';
import { LINK_TOAST, linkToastStore, MOBILE_TOAST_WIDTH, TOAST_DEFAULTS } from '../lib/notify';

/** Toasts (foundation §9): top-right, 3000 ms, 300 ms transition, 300 px (full width on phones); link toasts 900 px. */
export default function Toasts() {
  const isMobile = useIsMobile();
  return (
    <>
      <Notifications
        position={TOAST_DEFAULTS.position}
        autoClose={TOAST_DEFAULTS.autoClose}
        transitionDuration={TOAST_DEFAULTS.transitionDuration}
        containerWidth={isMobile ? MOBILE_TOAST_WIDTH : TOAST_DEFAULTS.width}
      />
      <Notifications
        store={linkToastStore}
        position={TOAST_DEFAULTS.position}
        autoClose={LINK_TOAST.autoClose}
        transitionDuration={TOAST_DEFAULTS.transitionDuration}
        containerWidth={isMobile ? MOBILE_TOAST_WIDTH : LINK_TOAST.width}
        data-link-toasts
      />
    </>
  );
}

