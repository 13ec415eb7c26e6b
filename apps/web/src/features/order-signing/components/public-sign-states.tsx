/** What the public signing page says when there is nothing to sign (messages a stranger understands). */
export const PUBLIC_SIGN_TEXTS = {
  opening: 'Opening the signing link…',
  invalidTitle: 'This signing link is not valid.',
  invalidText: 'Open the whole link from the message you received, or ask the practice to send a new one.',
  goneTitle: 'This signing link can no longer be used.',
  goneText:
    'A signing link works once and expires after 72 hours. If something still needs your signature, ask the practice to send a new link.',
  nothingTitle: 'Nothing to sign',
  nothingText: 'Nothing waits for your signature on this order any more. You can close this page.',
  unreachableTitle: 'The page could not be loaded.',
  unreachableText: 'Check your connection and try again.',
  doneTitle: 'Thank you: the documents are signed.',
  doneTitleOne: 'Thank you: the document is signed.',
} as const;
