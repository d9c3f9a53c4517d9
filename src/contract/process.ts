export const PROCESS_TYPES = ['intake', 'onboarding', 'client'] as const;
export type ProcessType = (typeof PROCESS_TYPES)[number];

export const CURRENT_PROCESSES = ['pending', 'in-progress', 'rejected', 'approved'] as const;
export type CurrentProcess = (typeof CURRENT_PROCESSES)[number];

export function isCurrentProcess(value: string): value is CurrentProcess {
  return (CURRENT_PROCESSES as readonly string[]).includes(value);
}

export const REPRESENTATIVE_TYPES = ['myself', 'case_manager', 'relative'] as const;
export type RepresentativeType = (typeof REPRESENTATIVE_TYPES)[number];
export const REPRESENTATIVE_TYPE_LABELS: Record<RepresentativeType, string> = {
  myself: 'Yourself',
  case_manager: 'Case Manager',
  relative: 'Relatives',
};
