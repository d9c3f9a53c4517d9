import type { CurrentProcess } from '@/contract/process';

/** Spec section 4: the intake status page's words for each state. */
export type IntakeStatus = Extract<CurrentProcess, 'in-progress' | 'rejected' | 'approved'>;
export const INTAKE_STATUSES: readonly IntakeStatus[] = ['in-progress', 'rejected', 'approved'];

export function isIntakeStatus(value: string): value is IntakeStatus {
  return (INTAKE_STATUSES as readonly string[]).includes(value);
}

export interface StatusContent {
  title: string;
  lines: string[];
}

export function statusContent(status: IntakeStatus, name: string, reasons: readonly string[]): StatusContent {
  switch (status) {
    case 'in-progress':
      return {
        title: `We've Got Your Request, ${name}!`,
        lines: ['Our team is on it and will keep you updated by email.'],
      };
    case 'rejected':
      return {
        title: `Oops, ${name}! Your Request Was Not Approved.`,
        lines: [reasons.join(', '), 'Please review the details, fix the issue, and try submitting your request again.'].filter(Boolean),
      };
    case 'approved':
      return {
        title: `Congratulations, ${name}! Your Intake Request Has Been Approved.`,
        lines: ['Please check your mail for Onboarding process.'],
      };
  }
}
