import { offices as allOffices, type Office } from '@/config/offices';
import { t } from '@/i18n/i18n';

/** A branch as the 'branches' list gives it: its id and the state's name. */
export interface BranchOption {
  value: number;
  label: string;
}

/**
 * The office(s) a person should call: their state's office when the screen knows the branch
 * and the branches list names one of ours, else all of them. Branch ids are the server's data,
 * so the match goes through the list's label (the state's name), never a fixed id.
 */
export function helpOffices(
  branchId: number | null,
  branches: readonly BranchOption[] | undefined,
  offices: readonly Office[] = allOffices,
): readonly Office[] {
  if (branchId === null || !branches) return offices;
  const name = branches.find((branch) => branch.value === branchId)?.label.trim().toLowerCase();
  const office = name ? offices.find((candidate) => candidate.state.toLowerCase() === name) : undefined;
  return office ? [office] : offices;
}

/** The tel: link's accessible name: which office the number reaches, then the number as shown. */
const callOffice = /*i18n*/ { id: 'help.call_office', message: 'Call the {state} office, {phone}' };

export function callLabel(office: Office): string {
  return t(callOffice, { state: office.state, phone: office.phone });
}
