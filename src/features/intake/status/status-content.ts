import type { CurrentProcess } from '@/contract/process';
import type { Translator } from '@/contract/translate';
import { statusMessages as m } from '../messages';

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

/** The reasons are the server's words (in the language it answered in), joined with commas as the spec says. */
export function statusContent(status: IntakeStatus, name: string, reasons: readonly string[], t: Translator): StatusContent {
  switch (status) {
    case 'in-progress':
      return { title: t(m.inProgressTitle, { name }), lines: [t(m.inProgressText)] };
    case 'rejected':
      return { title: t(m.rejectedTitle, { name }), lines: [reasons.join(', '), t(m.rejectedText)].filter(Boolean) };
    case 'approved':
      return { title: t(m.approvedTitle, { name }), lines: [t(m.approvedText)] };
  }
}
