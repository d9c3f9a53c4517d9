/** The sign-in side's texts (spec section 2 'Auth routes', section 4 'Login-side status screens'). */
export const authMessages = {
  pageTitle: /*i18n*/ { id: 'auth.page_title.sign_in', message: 'Sign in' },
  statusPageTitle: /*i18n*/ { id: 'auth.page_title.status', message: 'Application status' },

  greeting: /*i18n*/ { id: 'auth.greeting', message: 'Hey {name},' },
  greetingNoName: /*i18n*/ { id: 'auth.greeting.no_name', message: 'Hey there,' },
  enterDetails: /*i18n*/ { id: 'auth.enter_details', message: 'Enter your Identification details' },
  findDetails: /*i18n*/ { id: 'auth.find_details', message: 'Find your Finance details' },
  unknownCode: /*i18n*/ { id: 'auth.unknown_code', message: 'We could not find an application for the link you followed.' },
  unknownCodeLink: /*i18n*/ { id: 'auth.unknown_code.link', message: 'Find your details without it' },
  notApplied: /*i18n*/ { id: 'auth.not_applied', message: "Haven't Applied Yet?" },
  applyNow: /*i18n*/ { id: 'auth.apply_now', message: 'Apply Now' },

  form: /*i18n*/ { id: 'auth.form', message: 'Identification details' },
  birthDate: /*i18n*/ { id: 'auth.birth_date', message: 'Birth Date' },
  submit: /*i18n*/ { id: 'auth.submit', message: 'Submit' },

  toFix: /*i18n*/ { id: 'auth.status.to_fix', message: 'What needs to be fixed' },
  backToHome: /*i18n*/ { id: 'auth.status.back_to_home', message: 'Back To Home' },
} as const;

/** The onboarding statuses that replace the sign-in, each title with and without the person's first name. */
export const loginStatusMessages = {
  'in-progress': {
    title: /*i18n*/ { id: 'auth.status.in_progress.title', message: 'We have received your request, {name}!' },
    titleNoName: /*i18n*/ { id: 'auth.status.in_progress.title_no_name', message: 'We have received your request!' },
    subtitle: /*i18n*/ { id: 'auth.status.in_progress.subtitle', message: 'Our team is working on it and will update you by e-mail.' },
  },
  rejected: {
    title: /*i18n*/ { id: 'auth.status.rejected.title', message: 'Your application needs some updates, {name}.' },
    titleNoName: /*i18n*/ { id: 'auth.status.rejected.title_no_name', message: 'Your application needs some updates.' },
    subtitle: /*i18n*/ { id: 'auth.status.rejected.subtitle', message: 'Please fix the suggested items and submit your application again.' },
    action: /*i18n*/ { id: 'auth.status.rejected.action', message: 'Update Form Now' },
  },
  approved: {
    title: /*i18n*/ { id: 'auth.status.approved.title', message: 'Congratulations, {name}! Your application has been approved.' },
    titleNoName: /*i18n*/ { id: 'auth.status.approved.title_no_name', message: 'Congratulations! Your application has been approved.' },
    subtitle: /*i18n*/ { id: 'auth.status.approved.subtitle', message: 'You can now manage your account details and profile.' },
    action: /*i18n*/ { id: 'auth.status.approved.action', message: 'Check Account Details' },
  },
} as const;
