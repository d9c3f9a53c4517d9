/** The intake's screens around the wizard (spec sections 2 and 4): landing, selections, resume, status, success. */
export const entryMessages = {
  startNew: /*i18n*/ { id: 'intake.start_new', message: 'Start a New Application' },
  resume: /*i18n*/ { id: 'intake.resume', message: 'Resume Your Application' },
  newHere: /*i18n*/ { id: 'intake.new_here', message: 'New here?' },
  landingTitle: /*i18n*/ { id: 'intake.landing.title', message: 'Apply for our services' },
  landingIntro: /*i18n*/ { id: 'intake.landing.intro', message: 'Tell us about yourself so that we can help you manage your benefits.' },
  landingNewText: /*i18n*/ {
    id: 'intake.landing.new_text',
    message: 'The application has up to nine short steps. What you type is kept on this device, so you can stop and come back.',
  },
  alreadyStarted: /*i18n*/ { id: 'intake.landing.already_started', message: 'Already started?' },
  landingResumeText: /*i18n*/ {
    id: 'intake.landing.resume_text',
    message: 'Use your Social Security Number and birth date to continue or to see where your application stands.',
  },
  stateTitle: /*i18n*/ { id: 'intake.state.title', message: 'Where do you live?' },
  stateIntro: /*i18n*/ { id: 'intake.state.intro', message: 'We serve people in Maryland, Virginia and Ohio.' },
  stateLabel: /*i18n*/ { id: 'intake.state.label', message: 'Select your state' },
  statesFailed: /*i18n*/ { id: 'intake.state.failed', message: 'We could not load the list of states. Check your connection and try again.' },
  statesLoading: /*i18n*/ { id: 'intake.state.loading', message: 'Loading states' },
  continue: /*i18n*/ { id: 'intake.state.continue', message: 'Continue' },
  /** Spec section 2: 'Already filled the form? Resume Your Application' (the second part is the link). */
  alreadyFilled: /*i18n*/ { id: 'intake.state.already_filled', message: 'Already filled the form?' },
  programTitle: /*i18n*/ { id: 'intake.program.title', message: 'Which program do you need?' },
  programIntro: /*i18n*/ { id: 'intake.program.intro', message: 'Choose one or more. If you are not sure, tell us and we will help you decide.' },
  programs: /*i18n*/ { id: 'intake.program.legend', message: 'Programs' },
  programsFailed: /*i18n*/ { id: 'intake.program.failed', message: 'We could not load the programs. Check your connection and try again.' },
  programsLoading: /*i18n*/ { id: 'intake.program.loading', message: 'Loading programs' },
  notSure: /*i18n*/ { id: 'intake.program.not_sure', message: 'I am not sure which program to select.' },
  learnMore: /*i18n*/ { id: 'intake.program.learn_more', message: 'Learn More' },
  showLess: /*i18n*/ { id: 'intake.program.show_less', message: 'Show Less' },
  back: /*i18n*/ { id: 'intake.program.back', message: 'Back' },
  saveAndProceed: /*i18n*/ { id: 'intake.program.save_and_proceed', message: 'Save and Proceed' },
} as const;

export const resumeMessages = {
  intro: /*i18n*/ { id: 'intake.resume.intro', message: 'Enter the Social Security Number and birth date you applied with.' },
  birthDate: /*i18n*/ { id: 'intake.resume.birth_date', message: 'Birth Date' },
  submit: /*i18n*/ { id: 'intake.resume.submit', message: 'Submit' },
} as const;

export const statusMessages = {
  pageTitle: /*i18n*/ { id: 'intake.status.page_title', message: 'Your application' },
  lookupFailed: /*i18n*/ { id: 'intake.status.lookup_failed', message: 'We could not look up your application. Check your connection and try again.' },
  loading: /*i18n*/ { id: 'intake.status.loading', message: 'Loading your application' },
  backHome: /*i18n*/ { id: 'intake.status.back_home', message: 'Back to Home' },
  reApply: /*i18n*/ { id: 'intake.status.re_apply', message: 'Re-Apply' },
  inProgressTitle: /*i18n*/ { id: 'intake.status.in_progress.title', message: "We've Got Your Request, {name}!" },
  inProgressText: /*i18n*/ { id: 'intake.status.in_progress.text', message: 'Our team is on it and will keep you updated by email.' },
  rejectedTitle: /*i18n*/ { id: 'intake.status.rejected.title', message: 'Oops, {name}! Your Request Was Not Approved.' },
  rejectedText: /*i18n*/ { id: 'intake.status.rejected.text', message: 'Please review the details, fix the issue, and try submitting your request again.' },
  approvedTitle: /*i18n*/ { id: 'intake.status.approved.title', message: 'Congratulations, {name}! Your Intake Request Has Been Approved.' },
  approvedText: /*i18n*/ { id: 'intake.status.approved.text', message: 'Please check your mail for Onboarding process.' },
} as const;

export const successMessages = {
  title: /*i18n*/ { id: 'intake.success.title', message: 'Thank you' },
  /** Spec section 2, with the provider's name for the product's. */
  submitted: /*i18n*/ { id: 'intake.success.submitted', message: 'Your request has been successfully submitted to the {brand} team!' },
  waiting: /*i18n*/ {
    id: 'intake.success.waiting',
    message: 'Your request is saved on this device and will be sent to the {brand} team as soon as the connection returns.',
  },
  keepOpen: /*i18n*/ {
    id: 'intake.success.keep_open',
    message: 'Keep this app open or come back to it when you are online; this page changes when it has been sent.',
  },
  notify: /*i18n*/ { id: 'intake.success.notify', message: 'We will notify you via email, regarding your request.' },
  /** Followed by the reference itself, in bold. */
  reference: /*i18n*/ { id: 'intake.success.reference', message: 'Your reference:' },
  keepReference: /*i18n*/ { id: 'intake.success.keep_reference', message: 'Keep it: give it when you call or write to us about your application.' },
  backHome: /*i18n*/ { id: 'intake.success.back_home', message: 'Back to Home' },
  download: /*i18n*/ { id: 'intake.receipt.download', message: 'Download a copy' },
  downloadOffline: /*i18n*/ { id: 'intake.receipt.offline', message: 'You are offline. Downloading a copy needs a connection.' },
} as const;

export const nextStepsMessages = {
  title: /*i18n*/ { id: 'intake.next.title', message: 'What happens next' },
  onboarding: [
    /*i18n*/ { id: 'intake.next.onboarding.check', message: 'We check the details and documents you sent.' },
    /*i18n*/ { id: 'intake.next.onboarding.account', message: 'We set up your account and tell you by e-mail when it is ready.' },
    /*i18n*/ { id: 'intake.next.onboarding.sign_in', message: 'Then you can sign in with your SSN and date of birth to see your balance.' },
  ],
  intake: [
    /*i18n*/ { id: 'intake.next.review', message: 'We review your application. We aim to answer within {days} business days.' },
    /*i18n*/ { id: 'intake.next.missing', message: 'If something is missing, we call or e-mail you. You do not need to do anything until then.' },
    /*i18n*/ {
      id: 'intake.next.approved',
      message: 'When your application is approved, you sign in with your SSN and date of birth to finish setting up your account.',
    },
  ],
  /** `{state}` is the state's name: 'Your Maryland office'. */
  office: /*i18n*/ { id: 'intake.next.office', message: 'Your {state} office' },
  phone: /*i18n*/ { id: 'intake.next.phone', message: 'Phone:' },
  email: /*i18n*/ { id: 'intake.next.email', message: 'E-mail:' },
} as const;
