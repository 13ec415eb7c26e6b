/** What the public quiz page says outside the questions (messages a patient understands). */
export const PUBLIC_QUIZ_TEXTS = {
  opening: 'Opening your questions…',
  invalidTitle: 'This link is not valid.',
  invalidText: 'Open the whole link from the e-mail you received, or ask your supplier to send a new one.',
  goneTitle: 'This link can no longer be used.',
  goneText:
    'A questionnaire link works once and expires after 72 hours. If your supplier still needs your answers, ask them to send a new link.',
  unreachableTitle: 'The page could not be loaded.',
  unreachableText: 'Check your internet connection and try again.',
  sendFailed: 'Your answers could not be sent. Check your internet connection and press "Send answers" again.',
  doneTitle: 'Thank you! Your answers were sent.',
  nothingTitle: 'No questions to answer',
  nothingText: 'Your order has no questions for you any more. You can close this page.',
} as const;
