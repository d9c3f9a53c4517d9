import { paths } from '@/config/paths';

/**
 * The choices of the two selection screens travel in the query string (spec section 2), so
 * that Back, reload and a shared link keep them: state_id, program_ids (comma separated)
 * and is_aware_checked (1 or 0).
 */
export interface IntakeChoices {
  stateId: number | null;
  programIds: number[];
  isAwareChecked: boolean;
}

const positiveInt = (value: string | null): number | null => {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
};

export function parseIntakeChoices(search: string): IntakeChoices {
  const query = new URLSearchParams(search);
  const programIds = (query.get('program_ids') ?? '')
    .split(',')
    .map((part) => positiveInt(part.trim()))
    .filter((id): id is number => id !== null);
  return {
    stateId: positiveInt(query.get('state_id')),
    programIds: [...new Set(programIds)],
    isAwareChecked: query.get('is_aware_checked') === '1',
  };
}

/**
 * Where /client/intake/new sends a person who has not made the choices it needs (docs/architecture.md
 * section 8): no state -> state selection (or the landing page when there are no programs
 * either); a state with neither programs nor the not-sure flag -> program selection.
 */
export function intakeFormRedirect({ stateId, programIds, isAwareChecked }: IntakeChoices): string | null {
  const hasPrograms = programIds.length > 0;
  if (stateId === null) return hasPrograms ? paths.stateSelection.href() : paths.intake.href();
  if (!hasPrograms && !isAwareChecked) return paths.programSelection.href({ stateId, programIds, isAwareChecked });
  return null;
}
