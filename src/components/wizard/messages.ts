/** The wizards' shared texts (docs/i18n.md): the step header, the error summary, the buttons, the summary of answers. */
export const wizardMessages = {
  /** Spec section 4: the step counter. */
  stepOf: /*i18n*/ { id: 'wizard.step_of', message: 'Step {index} of {total}' },
  optionalStep: /*i18n*/ { id: 'wizard.optional_step', message: '{title} (optional)' },
  correctThese: /*i18n*/ { id: 'wizard.error_summary.title', message: 'Please correct the following:' },
  back: /*i18n*/ { id: 'wizard.back', message: 'Back' },
  skip: /*i18n*/ { id: 'wizard.skip', message: 'Skip' },
  checkAnswers: /*i18n*/ { id: 'wizard.check_answers.title', message: 'Check your answers' },
  checkAnswersIntro: /*i18n*/ {
    id: 'wizard.check_answers.intro',
    message: 'Nothing has been sent yet. Read your answers. To correct one, choose "Change" beside its part.',
  },
  change: /*i18n*/ { id: 'wizard.check_answers.change', message: 'Change' },
  changeSection: /*i18n*/ { id: 'wizard.check_answers.change_section', message: 'Change {section}' },
  saveFailed: /*i18n*/ {
    id: 'wizard.save_failed',
    message: 'This step could not be saved on this device, and nothing was sent. What you entered is still here: please try again.',
  },
} as const;
