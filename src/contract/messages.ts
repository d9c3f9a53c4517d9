import { FILE_MAX_MEGABYTES } from './limits';

/** Texts the spec quotes, written exactly as it gives them (spec sections 2, 4, 5 and 8). */
export const MESSAGES = {
  captchaFailed: 'Captcha verification failed. Please try again!',
  somethingWentWrong: 'Something went Wrong!!!',
  ssnRequired: 'SSN field is required',
  dobRequired: 'Date of birth fields is require',
  ssnHint: 'Enter your 9-digit Social Security Number.',
  selectState: 'Please select a state',
  selectProgram: "Select at least one program or choose 'I am not aware' to proceed.",
  unsavedChanges: 'Are you sure you want to leave? You have unsaved changes.',
  noTransactions: 'No transactions found for the selected dates.',
  downloadFailed: 'Failed to download the file',
  loggedOut: 'Logged out successfully',
  monthlyIncomeHint: "Input '0' if you receive no monthly income other than Social Security.",
  zeroAmountHint: "Input '0' if no amount has been received.",
  /** Shown when the session's token is refused; the spec leaves the wording open. */
  sessionExpired: 'Your session has ended. Please sign in again.',
} as const;

/** Default wording of the field rules the server checks; the form uses the same sentences. */
export const FIELD_MESSAGES = {
  required: (label: string) => `The ${label} field is required.`,
  maxLength: (label: string, max: number) => `The ${label} may not be greater than ${max} characters.`,
  ssn: 'The SSN must be 9 digits.',
  phone: (label: string) => `The ${label} must be 10 digits.`,
  email: (label: string) => `The ${label} must be a valid email address.`,
  dateFormat: (label: string) => `The ${label} is not a valid date.`,
  notFuture: (label: string) => `The ${label} may not be in the future.`,
  endBeforeStart: (label: string, startLabel: string) => `The ${label} may not be before the ${startLabel}.`,
  invalidOption: (label: string) => `The selected ${label} is invalid.`,
  number: (label: string) => `The ${label} must be a number.`,
  fileType: (label: string, kinds: string) => `The ${label} must be a file of type: ${kinds}.`,
  fileSize: (label: string) => `The ${label} may not be greater than ${FILE_MAX_MEGABYTES} MB.`,
  tooMany: (label: string, max: number) => `The ${label} may not have more than ${max} items.`,
  text: (label: string) => `The ${label} must be text.`,
  numberText: (label: string) => `The ${label} may only contain digits, spaces and + - ( ) .`,
  list: (label: string) => `The ${label} must be a list.`,
  amount: (label: string) => `The ${label} must be an amount in dollars, like 1250.00.`,
  between: (label: string, min: number, max: number) => `The ${label} must be a whole number from ${min} to ${max}.`,
  zip: (label: string) => `The ${label} must be 5 digits, or 9 digits as 12345-6789.`,
  distinct: (label: string) => `The ${label} has a duplicate value.`,
  stepNotApplicable: (step: string) => `The ${step} step does not apply to this application.`,
} as const;
