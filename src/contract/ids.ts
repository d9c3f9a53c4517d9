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

/** Labels that open a free-text field beside a select. */
export const OTHER_LABEL = 'Other';

export function isOtherLabel(label: string | undefined | null): boolean {
  return (label ?? '').trim().toLowerCase() === OTHER_LABEL.toLowerCase();
}
