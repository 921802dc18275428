/** Visible wording of the feedback widget. */
export const FEEDBACK_LABELS = {
  question: 'Was this page helpful?',
  positive: 'Yes, this page was helpful',
  negative: 'No, this page was not helpful',
  positiveTitle: 'Glad it helped!',
  negativeTitle: 'Sorry this page fell short',
  positivePrompt: 'Anything we could make even better? (optional)',
  negativePrompt: 'What was missing or wrong? Your comment goes straight to the team.',
  commentLabel: 'Your comment',
  send: 'Send feedback',
  submitting: 'Submitting…',
  sendFailed: 'Your comment could not be sent. Please try again.',
  cancel: 'Cancel',
  submittedTitle: 'Thank you!',
  submittedText: 'Your feedback helps us improve the documentation.',
  done: 'Done',
} as const;
