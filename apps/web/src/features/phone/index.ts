// Public surface of the phone widget (Zoom Phone Smart Embed for suppliers).
export { PhoneWidget, type PhoneWidgetProps } from './phone-widget';
export { acceptZoomMessage, CALL_LOG_COMPLETED, ZOOM_ORIGIN, ZOOM_PHONE_DEFAULT_URL, zoomPhoneUrl, zoomReportEndpoint, type ZoomMessage } from './zoom-messages';
