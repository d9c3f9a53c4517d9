/** My Account's texts (spec section 2 'My account'; the offline words of architecture.md section 7). */
export const accountMessages = {
  pageTitle: /*i18n*/ { id: 'account.page_title', message: 'My Account' },
  hello: /*i18n*/ { id: 'account.hello', message: 'Hello, {name}' },
  helloNoName: /*i18n*/ { id: 'account.hello.no_name', message: 'Hello' },
  ssn: /*i18n*/ { id: 'account.ssn', message: 'SSN:' },
  /** Read by a screen reader in place of the masked SSN; `digits` are spaced so each is read alone. */
  ssnEnding: /*i18n*/ { id: 'account.ssn.ending', message: 'ending in {digits}' },
  logout: /*i18n*/ { id: 'account.logout', message: 'Logout' },

  program: /*i18n*/ { id: 'account.program', message: 'Program' },
  selectProgram: /*i18n*/ { id: 'account.program.placeholder', message: 'Select your Program' },
  loadingPrograms: /*i18n*/ { id: 'account.programs.loading', message: 'Loading your programs' },
  programsFailed: /*i18n*/ { id: 'account.programs.failed', message: 'We could not load your programs.' },
  noPrograms: /*i18n*/ { id: 'account.programs.none', message: 'There are no programs on your account yet.' },
  tryAgain: /*i18n*/ { id: 'account.try_again', message: 'Try again' },

  balanceTitle: /*i18n*/ { id: 'account.balance.title', message: 'Total Balance for {program}' },
  inactive: /*i18n*/ { id: 'account.balance.inactive', message: 'This program is inactive' },
  showBalance: /*i18n*/ { id: 'account.balance.show', message: 'Show balance' },
  hideBalance: /*i18n*/ { id: 'account.balance.hide', message: 'Hide balance' },
  balanceHidden: /*i18n*/ { id: 'account.balance.hidden', message: 'Balance hidden' },
  negative: /*i18n*/ { id: 'account.balance.negative', message: 'Negative balance' },
  negativeOf: /*i18n*/ { id: 'account.balance.negative_of', message: 'Negative balance of {amount}' },
  loadingBalance: /*i18n*/ { id: 'account.balance.loading', message: 'Loading the balance' },
  balanceFailed: /*i18n*/ { id: 'account.balance.failed', message: 'We could not load this balance.' },
  offlineBalance: /*i18n*/ { id: 'account.balance.offline', message: 'You are offline. Your balance cannot be refreshed until you are connected again.' },
  noKnownBalance: /*i18n*/ { id: 'account.balance.none_kept', message: 'This device has not been given this balance yet. Connect to see it.' },
  /** `time` is the day and time it was checked, in the language's long form. */
  asOf: /*i18n*/ { id: 'account.balance.as_of', message: 'Last known balance, as of {time}' },

  statement: /*i18n*/ { id: 'account.statement.title', message: 'Account Statement' },
  statementForm: /*i18n*/ { id: 'account.statement.form', message: 'Account statement dates' },
  startDate: /*i18n*/ { id: 'account.statement.start_date', message: 'Start Date' },
  endDate: /*i18n*/ { id: 'account.statement.end_date', message: 'End Date' },
  endDateHint: /*i18n*/ { id: 'account.statement.end_date.hint', message: 'MM/DD/YYYY, not before the start date' },
  startFirst: /*i18n*/ { id: 'account.statement.start_first', message: 'Choose a start date first' },
  downloadFor: /*i18n*/ { id: 'account.statement.download_for', message: 'Download Your statement for {program}' },
  /** `from` and `to` in the language's long form: 'January 5, 2024'. */
  range: /*i18n*/ { id: 'account.statement.range', message: '{from} to {to}' },
  download: /*i18n*/ { id: 'account.statement.download', message: 'Download Statement' },
  statementHint: /*i18n*/ { id: 'account.statement.hint', message: 'Select date and your program for account statement details' },
  statementNotLoaded: /*i18n*/ { id: 'account.statement.not_loaded', message: 'The statement form could not be loaded. Check your connection and try again.' },
  statementOffline: /*i18n*/ { id: 'account.statement.offline', message: 'You are offline. Downloading a statement needs a connection.' },
} as const;
