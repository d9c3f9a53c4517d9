/** Spec section 2: choosing the not-sure checkbox clears the programs; choosing a program clears it. */
export interface ProgramChoice {
  programIds: number[];
  isAwareChecked: boolean;
}

export function toggleProgram(choice: ProgramChoice, programId: number): ProgramChoice {
  const selected = choice.programIds.includes(programId);
  return {
    programIds: selected ? choice.programIds.filter((id) => id !== programId) : [...choice.programIds, programId],
    isAwareChecked: false,
  };
}

export function toggleNotSure(choice: ProgramChoice): ProgramChoice {
  return choice.isAwareChecked ? { ...choice, isAwareChecked: false } : { programIds: [], isAwareChecked: true };
}
