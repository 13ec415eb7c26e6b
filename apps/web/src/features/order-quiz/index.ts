// Public surface of the order quiz feature: the doctor's quiz panel and summary, the supplier's "send to patient"
// button, and the patient's public questionnaire page.
export { orderQuizKeys } from './api/keys';
export { ItemQuizPanel, type ItemQuizPanelProps } from './components/item-quiz-panel';
export { OrderQuizSummary, type OrderQuizSummaryProps } from './components/order-quiz-summary';
export { SendQuizToPatientButton, type SendQuizToPatientButtonProps } from './components/send-quiz-to-patient-button';
export { PublicQuizPage } from './components/public-quiz-page';
export { PUBLIC_QUIZ_TEXTS } from './components/public-quiz-states';
