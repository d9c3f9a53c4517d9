/** Texts the spec quotes, written exactly as it gives them (spec sections 2, 4, 5 and 8). */
export const MESSAGES = {
  captchaFailed: /*i18n*/ { id: 'captcha.failed', message: 'Captcha verification failed. Please try again!' },
  somethingWentWrong: /*i18n*/ { id: 'error.something_went_wrong', message: 'Something went Wrong!!!' },
  ssnRequired: /*i18n*/ { id: 'identity.ssn_required', message: 'SSN field is required' },
  dobRequired: /*i18n*/ { id: 'identity.dob_required', message: 'Date of birth fields is require' },
  ssnHint: /*i18n*/ { id: 'identity.ssn_hint', message: 'Enter your 9-digit Social Security Number.' },
  selectState: /*i18n*/ { id: 'intake.select_state', message: 'Please select a state' },
  selectProgram: /*i18n*/ { id: 'intake.select_program', message: "Select at least one program or choose 'I am not aware' to proceed." },
  unsavedChanges: /*i18n*/ { id: 'wizard.unsaved_changes', message: 'Are you sure you want to leave? You have unsaved changes.' },
  noTransactions: /*i18n*/ { id: 'account.no_transactions', message: 'No transactions found for the selected dates.' },
  downloadFailed: /*i18n*/ { id: 'download.failed', message: 'Failed to download the file' },
  loggedOut: /*i18n*/ { id: 'session.logged_out', message: 'Logged out successfully' },
  monthlyIncomeHint: /*i18n*/ { id: 'intake.monthly_income_hint', message: "Input '0' if you receive no monthly income other than Social Security." },
  zeroAmountHint: /*i18n*/ { id: 'intake.zero_amount_hint', message: "Input '0' if no amount has been received." },
  /** Shown when the session's token is refused; the spec leaves the wording open. */
  sessionExpired: /*i18n*/ { id: 'session.expired', message: 'Your session has ended. Please sign in again.' },
} as const;
