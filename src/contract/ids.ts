/** Identifiers the spec fixes (section 9). */
export const PROGRAM_ID = {
  representativePayee: 10,
  federalFiduciary: 4,
  moneyManagement: 6,
} as const;
export const PROGRAM_IDS: readonly number[] = [
  PROGRAM_ID.representativePayee,
  PROGRAM_ID.federalFiduciary,
  PROGRAM_ID.moneyManagement,
];

export const REJECTED_APPLICATION_STATUS_ID = 5;
/** Housing types that relax the landlord and rent fields. */
export const RELAXED_HOUSING_TYPE_IDS: readonly number[] = [7, 8, 9];
export const DEFAULT_PREFERRED_COMMUNICATION = 1;
/** architecture.md section 8: United States is id 233, and the states list defaults to it. */
export const UNITED_STATES_COUNTRY_ID = 233;
export const DEFAULT_STATES_COUNTRY_ID = UNITED_STATES_COUNTRY_ID;

export const REPORTING_TYPE = { benefit: 1, bill: 2 } as const;

/**
 * The code (`slug`) of the option that opens a free-text field beside a select, in every list:
 * the option is known by its code, never by its words ('Other', 'Otro').
 */
export const OTHER_SLUG = 'other';

/** The option is the list's 'Other'. */
export const isOtherOption = (option: { slug?: string | null } | null | undefined): boolean => option?.slug === OTHER_SLUG;
