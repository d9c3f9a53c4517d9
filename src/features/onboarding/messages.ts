/**
 * The onboarding wizard's texts (spec section 2 'Onboarding wizard'). Field labels, step titles
 * and the checks' messages are the shared rules' (src/contract/onboarding-rules.ts, steps.ts).
 */
export const onboardingMessages = {
  /** The tab's name: the step and its title. */
  pageTitle: /*i18n*/ { id: 'onboarding.page_title', message: 'Step {index} of {total}: {title}' },
  checkAnswersTitle: /*i18n*/ { id: 'onboarding.page_title.check_answers', message: 'Check your answers' },
  heading: /*i18n*/ { id: 'onboarding.heading', message: 'Set up your account' },
  hello: /*i18n*/ { id: 'onboarding.hello', message: 'Hello, {name}.' },
  intro: /*i18n*/ { id: 'onboarding.intro', message: 'Six short steps; Medical Details, Active Benefits and Client Contacts may be skipped.' },
  /** What a screen reader hears for the step's place while the person's onboarding is read. */
  loading: /*i18n*/ { id: 'onboarding.loading', message: 'Loading your steps' },
  /** `reasons` are the reviewer's, joined with '; '. */
  rejected: /*i18n*/ { id: 'onboarding.rejected', message: 'Please make these changes, then submit again: {reasons}.' },
  saved: /*i18n*/ { id: 'onboarding.step_saved', message: 'Your details have been saved.' },
  notSaved: /*i18n*/ {
    id: 'onboarding.not_saved',
    message: 'Not saved yet: we could not reach the server. What you entered is kept on this device. Check your connection, then try again.',
  },
  loadFailed: /*i18n*/ {
    id: 'onboarding.load_failed',
    message: 'We could not reach the server to open your details. What you entered before is still kept on this device. Check your connection, then try again.',
  },
  tryAgain: /*i18n*/ { id: 'onboarding.try_again', message: 'Try again' },
  /** In place of the wizard, once the same person's onboarding has been opened in another tab or window. */
  openElsewhere: /*i18n*/ {
    id: 'onboarding.open_elsewhere',
    message: 'Your details are now open in another tab or window. To go on here instead, choose Continue here: you will see what you entered there.',
  },
  continueHere: /*i18n*/ { id: 'onboarding.continue_here', message: 'Continue here' },
  quit: /*i18n*/ { id: 'onboarding.quit', message: 'Quit' },
  saveAndProceed: /*i18n*/ { id: 'onboarding.save_and_proceed', message: 'Save and Proceed' },
  submit: /*i18n*/ { id: 'onboarding.submit', message: 'Submit' },
  /** The summary's button, which sends the onboarding. */
  send: /*i18n*/ { id: 'onboarding.send', message: 'Send' },
} as const;

/** Step 1, Profile photo. */
export const photoMessages = {
  intro: /*i18n*/ { id: 'onboarding.photo.intro', message: 'Please add a recent photo of yourself. We use it to confirm who you are.' },
  name: /*i18n*/ { id: 'onboarding.photo.name', message: 'Name' },
  birthDate: /*i18n*/ { id: 'onboarding.photo.birth_date', message: 'Birth Date' },
  ssn: /*i18n*/ { id: 'onboarding.photo.ssn', message: 'SSN' },
  label: /*i18n*/ { id: 'onboarding.photo.label', message: 'Profile photo' },
  upload: /*i18n*/ { id: 'onboarding.photo.upload', message: 'Upload Photo' },
  reUpload: /*i18n*/ { id: 'onboarding.photo.re_upload', message: 'Re-Upload Photo' },
  uploaded: /*i18n*/ { id: 'onboarding.photo.uploaded', message: 'Photo Uploaded Successfully !' },
  /** `types`: 'PNG, JPG, or JPEG' in the language's list form; `maxSize`: '10 MB'. */
  hint: /*i18n*/ { id: 'onboarding.photo.hint', message: 'A clear photo of your face: {types}, at most {maxSize}.' },
} as const;

/** Step 2, Identifiers. */
export const identifierMessages = {
  typesFailed: /*i18n*/ { id: 'onboarding.identifiers.types_failed', message: 'We could not load the identifier types. Check your connection and try again.' },
  typeHint: /*i18n*/ { id: 'onboarding.identifiers.type_hint', message: 'The kind of photo ID you have.' },
  numberHint: /*i18n*/ { id: 'onboarding.identifiers.number_hint', message: 'The number printed on that ID.' },
  others: /*i18n*/ { id: 'onboarding.identifiers.others', message: 'Other Identifiers (optional)' },
  othersHint: /*i18n*/ { id: 'onboarding.identifiers.others_hint', message: 'Any other ID numbers you have, up to {max}. Leave empty if none.' },
  otherTypeHint: /*i18n*/ { id: 'onboarding.identifiers.other_type_hint', message: 'For example: Library card' },
} as const;

/** The other identifiers' blocks (RepeatableWords): each sentence names the item itself. */
export const otherIdentifierWords = {
  heading: /*i18n*/ { id: 'onboarding.identifiers.other_heading', message: 'Other identifier {number}' },
  add: /*i18n*/ { id: 'onboarding.identifiers.add_other', message: 'Add another identifier' },
  deleteItem: /*i18n*/ { id: 'onboarding.identifiers.delete_other', message: 'Delete other identifier {number}' },
  confirmDelete: /*i18n*/ { id: 'onboarding.identifiers.confirm_delete_other', message: 'Delete other identifier {number}?' },
  confirmDeleteText: /*i18n*/ { id: 'onboarding.identifiers.confirm_delete_other_text', message: 'What you entered for other identifier {number} will be lost.' },
  deleted: /*i18n*/ {
    id: 'onboarding.identifiers.other_deleted',
    message: 'Other identifier {number} deleted. {left, plural, one {# other identifier left.} other {# other identifiers left.}}',
  },
  atMost: /*i18n*/ { id: 'onboarding.identifiers.at_most', message: 'You can add at most {max, plural, one {# other identifier} other {# other identifiers}}.' },
} as const;

/** Step 3, Medical Details. */
export const medicalMessages = {
  intro: /*i18n*/ { id: 'onboarding.medical.intro', message: 'This helps us plan your care costs. You may skip this step.' },
  diagnosisHint: /*i18n*/ { id: 'onboarding.medical.diagnosis_hint', message: 'Health conditions you have been diagnosed with.' },
  medicationsHint: /*i18n*/ { id: 'onboarding.medical.medications_hint', message: 'Medicines you take, and how often.' },
  guardianshipHint: /*i18n*/ { id: 'onboarding.medical.guardianship_hint', message: 'If a court has named a guardian for you, their name and how to reach them.' },
} as const;

/** Step 4, Active Benefits. */
export const benefitMessages = {
  intro: /*i18n*/ {
    id: 'onboarding.benefits.intro',
    message: 'Tick each benefit you receive, then give the date it started, the date it ended if it has, and how much you get each month.',
  },
  listFailed: /*i18n*/ { id: 'onboarding.benefits.list_failed', message: 'We could not load the list of benefits. Check your connection and try again.' },
  legend: /*i18n*/ { id: 'onboarding.benefits.legend', message: 'Benefits you receive now' },
  viewMore: /*i18n*/ { id: 'onboarding.benefits.view_more', message: 'View More' },
  viewLess: /*i18n*/ { id: 'onboarding.benefits.view_less', message: 'View Less' },
  fromDate: /*i18n*/ { id: 'onboarding.benefits.from_date', message: 'From Date' },
  tillDate: /*i18n*/ { id: 'onboarding.benefits.till_date', message: 'Till Date' },
  amount: /*i18n*/ { id: 'onboarding.benefits.amount', message: 'Monthly amount in dollars' },
  amountHint: /*i18n*/ { id: 'onboarding.benefits.amount_hint', message: 'For example 943.00' },
} as const;

/** Step 5, Client Contacts. */
export const contactMessages = {
  intro: /*i18n*/ {
    id: 'onboarding.contacts.intro',
    message: 'People and places we may contact for you: your doctor, your pharmacy, a relative. You may skip this step.',
  },
  categoryHint: /*i18n*/ { id: 'onboarding.contacts.category_hint', message: 'For example Doctor or Pharmacy.' },
  descriptionHint: /*i18n*/ { id: 'onboarding.contacts.description_hint', message: 'How this person or place helps you.' },
  physicalAddress: /*i18n*/ { id: 'onboarding.contacts.physical_address', message: 'Physical address' },
  mailingAddress: /*i18n*/ { id: 'onboarding.contacts.mailing_address', message: 'Mailing address' },
} as const;

/** The contacts' blocks (RepeatableWords). */
export const contactWords = {
  heading: /*i18n*/ { id: 'onboarding.contacts.heading', message: 'Contact {number}' },
  add: /*i18n*/ { id: 'onboarding.contacts.add', message: 'Add another contact' },
  deleteItem: /*i18n*/ { id: 'onboarding.contacts.delete', message: 'Delete contact {number}' },
  confirmDelete: /*i18n*/ { id: 'onboarding.contacts.confirm_delete', message: 'Delete contact {number}?' },
  confirmDeleteText: /*i18n*/ { id: 'onboarding.contacts.confirm_delete_text', message: 'What you entered for contact {number} will be lost.' },
  deleted: /*i18n*/ { id: 'onboarding.contacts.deleted', message: 'Contact {number} deleted. {left, plural, one {# contact left.} other {# contacts left.}}' },
  atMost: /*i18n*/ { id: 'onboarding.contacts.at_most', message: 'You can add at most {max, plural, one {# contact} other {# contacts}}.' },
} as const;

/** Step 6, Upload bill. */
export const billMessages = {
  intro: /*i18n*/ {
    id: 'onboarding.bills.intro',
    message: 'Add the bills we will pay for you, with a photo or PDF of a recent one. Press Submit when you are done: you can check all your answers before they are sent.',
  },
  amount: /*i18n*/ { id: 'onboarding.bills.amount', message: 'Amount for one month in dollars' },
  amountHint: /*i18n*/ { id: 'onboarding.bills.amount_hint', message: 'For example 120.50' },
  recurring: /*i18n*/ { id: 'onboarding.bills.recurring', message: 'Is this a recurring bill?' },
  frequency: /*i18n*/ { id: 'onboarding.bills.frequency', message: 'How often' },
  intervalsHint: /*i18n*/ { id: 'onboarding.bills.intervals_hint', message: 'How many times it repeats, from {min} to {max}.' },
  upload: /*i18n*/ { id: 'onboarding.bills.upload', message: 'Upload Bill' },
  another: /*i18n*/ { id: 'onboarding.bills.another_file', message: 'Choose a different file' },
  /** `types`: 'PNG, JPG, JPEG, GIF, WEBP, or PDF' in the language's list form; `maxSize`: '10 MB'. */
  fileHint: /*i18n*/ { id: 'onboarding.bills.file_hint', message: 'A photo or PDF of the bill ({types}), at most {maxSize}.' },
} as const;

/** The bills' blocks (RepeatableWords). */
export const billWords = {
  heading: /*i18n*/ { id: 'onboarding.bills.heading', message: 'Bill {number}' },
  add: /*i18n*/ { id: 'onboarding.bills.add', message: 'Add another bill' },
  deleteItem: /*i18n*/ { id: 'onboarding.bills.delete', message: 'Delete bill {number}' },
  confirmDelete: /*i18n*/ { id: 'onboarding.bills.confirm_delete', message: 'Delete bill {number}?' },
  confirmDeleteText: /*i18n*/ { id: 'onboarding.bills.confirm_delete_text', message: 'What you entered for bill {number} will be lost.' },
  deleted: /*i18n*/ { id: 'onboarding.bills.deleted', message: 'Bill {number} deleted. {left, plural, one {# bill left.} other {# bills left.}}' },
  atMost: /*i18n*/ { id: 'onboarding.bills.at_most', message: 'You can add at most {max, plural, one {# bill} other {# bills}}.' },
} as const;
