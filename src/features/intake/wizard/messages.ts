/** The intake wizard's own texts around its steps: buttons, dialogs, toasts (spec section 4). */
export const wizardPageMessages = {
  pageTitle: /*i18n*/ { id: 'intake.wizard.page_title', message: 'Your application' },
  /** The resumed application's step while its draft is read. */
  opening: /*i18n*/ { id: 'intake.wizard.opening', message: 'Opening your application' },
  openFailed: /*i18n*/ { id: 'intake.wizard.open_failed', message: 'We could not open your application.' },
  tryAgain: /*i18n*/ { id: 'intake.wizard.try_again', message: 'Try again' },
  saveAndProceed: /*i18n*/ { id: 'intake.wizard.save_and_proceed', message: 'Save and proceed' },
  submit: /*i18n*/ { id: 'intake.wizard.submit', message: 'Submit' },
  send: /*i18n*/ { id: 'intake.wizard.send', message: 'Send application' },
  queued: /*i18n*/ { id: 'intake.wizard.queued', message: 'Saved on this device. It will be sent when the connection returns.' },
  /** Above the wizard opened by Re-Apply: the reasons the application was not approved. */
  rejected: /*i18n*/ { id: 'intake.wizard.rejected', message: 'Please make these changes, then send your application again: {reasons}.' },
  /** In place of the form, once the same application has been opened in another tab or window. */
  openElsewhere: /*i18n*/ {
    id: 'intake.wizard.open_elsewhere',
    message: 'This application is now open in another tab or window. To go on here instead, choose Continue here: you will see what you entered there.',
  },
  continueHere: /*i18n*/ { id: 'intake.wizard.continue_here', message: 'Continue here' },
} as const;

export const finishLaterMessages = {
  button: /*i18n*/ { id: 'intake.finish_later.button', message: 'Finish later' },
  kept: /*i18n*/ {
    id: 'intake.finish_later.kept',
    message: 'Your answers are kept on this device. From step 2 on, each step you save is also sent to us, so you can finish on another device too.',
  },
  comeBack: /*i18n*/ {
    id: 'intake.finish_later.come_back',
    message: 'To come back, choose ‘Resume Your Application’ and enter your SSN and date of birth.',
  },
  /** Followed by the code itself, in bold. */
  code: /*i18n*/ { id: 'intake.finish_later.code', message: 'Your application code:' },
  keepGoing: /*i18n*/ { id: 'intake.finish_later.keep_going', message: 'Keep going' },
  leave: /*i18n*/ { id: 'intake.finish_later.leave', message: 'Leave for now' },
} as const;

export const startOverMessages = {
  button: /*i18n*/ { id: 'intake.start_over.button', message: 'Start over' },
  title: /*i18n*/ { id: 'intake.start_over.title', message: 'Start over?' },
  created: /*i18n*/ {
    id: 'intake.start_over.created',
    message: 'What you typed on this device and has not been sent will be deleted. What we have already received stays with us.',
  },
  notCreated: /*i18n*/ { id: 'intake.start_over.not_created', message: 'Everything you typed in this application will be deleted from this device.' },
  keep: /*i18n*/ { id: 'intake.start_over.keep', message: 'Keep my application' },
} as const;
