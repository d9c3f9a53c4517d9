/** The shared fields' own texts (docs/i18n.md): what every form says around its fields. */
export const formMessages = {
  /** Spec section 5: unrequired inputs show '(optional)' next to the label. */
  optional: /*i18n*/ { id: 'form.optional_label', message: '{label} (optional)' },
  yes: /*i18n*/ { id: 'form.yes', message: 'Yes' },
  no: /*i18n*/ { id: 'form.no', message: 'No' },
  showSsn: /*i18n*/ { id: 'form.ssn.show', message: 'Show {label}' },
  hideSsn: /*i18n*/ { id: 'form.ssn.hide', message: 'Hide {label}' },
  ssnLabel: /*i18n*/ { id: 'form.ssn.label', message: 'SSN' },
  /** Typed dates keep the US order in every language; only the letters of the year change. */
  dateFormat: /*i18n*/ { id: 'form.date.format', message: 'MM/DD/YYYY' },
  chooseDate: /*i18n*/ { id: 'form.date.choose', message: 'Choose date' },
  /** Spec section 9: '{n} items are selected' when more than one. */
  itemsSelected: /*i18n*/ { id: 'form.select.items_selected', message: '{count, plural, one {# item is selected} other {# items are selected}}' },
  loadingChoices: /*i18n*/ { id: 'form.select.loading', message: 'Loading the choices…' },
  gettingReady: /*i18n*/ { id: 'form.ready.getting_ready', message: 'Getting the form ready…' },
  takingLonger: /*i18n*/ { id: 'form.ready.taking_longer', message: 'This is taking longer than usual. Please check your internet connection.' },
  /** Said once a throttling answer's wait (its Retry-After) is over. */
  tryAgainNow: /*i18n*/ { id: 'form.try_again_now', message: 'You can try again now.' },
} as const;

/** The address block's own words (src/components/form/address-fields.tsx); its fields' are the rules'. */
export const addressMessages = {
  sameAsPhysical: /*i18n*/ { id: 'form.address.same_as_physical', message: 'Same as physical address' },
  international: /*i18n*/ { id: 'form.address.international', message: 'International address (outside the United States)' },
  countriesFailed: /*i18n*/ { id: 'form.address.countries_failed', message: 'We could not load the countries. Check your connection and try again.' },
  stateOrProvince: /*i18n*/ { id: 'form.address.state_or_province', message: 'State / Province' },
  zipHint: /*i18n*/ { id: 'form.address.zip_hint', message: '5 digits, or 9 as 12345-6789' },
} as const;

/** The file picker's and its preview's words; `{label}` is the field's label as the form gives it, lower case. */
export const fileMessages = {
  uploading: /*i18n*/ { id: 'form.file.uploading', message: 'Uploading {label}' },
  uploadingPercent: /*i18n*/ { id: 'form.file.uploading_percent', message: 'Uploading… {percent}%' },
  /** `{kinds}`: 'PNG, JPG, JPEG'; `{size}`: '10 MB'. */
  accepted: /*i18n*/ { id: 'form.file.accepted', message: '{kinds}; at most {size}.' },
  storedAlt: /*i18n*/ { id: 'form.file.stored_alt', message: '{label} on file' },
  onFile: /*i18n*/ { id: 'form.file.on_file', message: 'On file: {name}' },
  uploadedFile: /*i18n*/ { id: 'form.file.uploaded_file', message: 'uploaded file' },
  chosenAlt: /*i18n*/ { id: 'form.file.chosen_alt', message: 'Chosen {label}' },
  chosen: /*i18n*/ { id: 'form.file.chosen', message: 'Chosen: {name}' },
  /** While a chosen picture is made smaller and its hidden details (location, camera, time) are taken out. */
  preparing: /*i18n*/ { id: 'form.file.preparing', message: 'Getting {label} ready to send…' },
  /** `{label}` is the rule's word, as in the server's messages: 'photo', 'bill file'. */
  unreadable: /*i18n*/ { id: 'form.file.unreadable', message: 'The {label} could not be opened as a picture. Please choose another file.' },
} as const;

/** Numbered blocks (repeatable-block.tsx); each list's own sentences are its RepeatableWords. */
export const repeatableMessages = {
  delete: /*i18n*/ { id: 'form.repeatable.delete', message: 'Delete' },
} as const;

/**
 * MUI X's date picker texts that a person meets in our date fields, in our words (usted, every
 * accent); MUI X's own locale pack of the language gives the rest. The English is MUI X's.
 */
export const pickerMessages = {
  previousMonth: /*i18n*/ { id: 'form.picker.previous_month', message: 'Previous month' },
  nextMonth: /*i18n*/ { id: 'form.picker.next_month', message: 'Next month' },
  openPreviousView: /*i18n*/ { id: 'form.picker.open_previous_view', message: 'Open previous view' },
  openNextView: /*i18n*/ { id: 'form.picker.open_next_view', message: 'Open next view' },
  yearViewOpen: /*i18n*/ { id: 'form.picker.year_view_open', message: 'year view is open, switch to calendar view' },
  calendarViewOpen: /*i18n*/ { id: 'form.picker.calendar_view_open', message: 'calendar view is open, switch to year view' },
  cancel: /*i18n*/ { id: 'form.picker.cancel', message: 'Cancel' },
  clear: /*i18n*/ { id: 'form.picker.clear', message: 'Clear' },
  ok: /*i18n*/ { id: 'form.picker.ok', message: 'OK' },
  today: /*i18n*/ { id: 'form.picker.today', message: 'Today' },
  toolbarTitle: /*i18n*/ { id: 'form.picker.toolbar_title', message: 'Select date' },
  chosenDate: /*i18n*/ { id: 'form.picker.chosen_date', message: 'Choose date, selected date is {date}' },
  dateTable: /*i18n*/ { id: 'form.picker.date_table', message: 'pick date' },
  /** The letter a year's digits are shown as while empty (YYYY). */
  yearLetter: /*i18n*/ { id: 'form.picker.year_letter', message: 'Y' },
  year: /*i18n*/ { id: 'form.picker.year', message: 'Year' },
  month: /*i18n*/ { id: 'form.picker.month', message: 'Month' },
  day: /*i18n*/ { id: 'form.picker.day', message: 'Day' },
  weekDay: /*i18n*/ { id: 'form.picker.week_day', message: 'Week day' },
  empty: /*i18n*/ { id: 'form.picker.empty', message: 'Empty' },
} as const;
