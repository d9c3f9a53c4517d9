/** Field limits of spec sections 5 and 9, shared by the form and the reference server. */
export const SSN_DIGITS = 9;
export const SSN_DISPLAY_MAX_LENGTH = 11;
export const PHONE_DIGITS = 10;
export const PHONE_DISPLAY_MAX_LENGTH = 14;

export const MAX_LENGTH = {
  addressLine: 200,
  personName: 100,
  birthStateName: 50,
  birthCity: 50,
  emergencyContactName: 300,
  representativeName: 300,
  email: 250,
  phone: PHONE_DISPLAY_MAX_LENGTH,
  lifeInsuranceType: 400,
  housingRemarks: 500,
  referralAgency: 200,
  enquiryDescription: 1000,
  /** Not given by the spec; generous bounds so that no free-text field is unbounded. */
  shortText: 100,
  freeText: 1000,
} as const;

export const OTHER_IDENTIFIERS_MAX = 3;
export const FILE_MAX_MEGABYTES = 10;
export const FILE_MAX_BYTES = FILE_MAX_MEGABYTES * 1024 * 1024;
export const BENEFITS_SHOWN_BEFORE_MORE = 4;
export const PROGRAM_DESCRIPTION_LINES = 4;
export const ACTIVE_SECTION_THRESHOLD = 0.6;
