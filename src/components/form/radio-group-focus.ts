import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { formLabelClasses } from '@mui/material/FormLabel';

/*
 * A radio group with none chosen is one stop for Tab: from its radio, Tab leaves the group. React
 * clears and restores an input's `name` on every update of it, and Chromium, once a focused
 * radio's name has been set again, loses track of the group: Tab goes on to the group's next
 * radio, and later Tab from before the group skips the radio that had focus. So a radio is drawn
 * again only when something of its own changes (its label, its error, the choice), never because
 * something around it did (a list arriving, a re-render of its step, its label's focus colour),
 * and a screen that focuses a radio does so once the radio is drawn as it will stay.
 */

/**
 * Props for the MUI FormControl around a radio group. MUI's FormControl keeps a 'focused' state
 * to colour its label, and a radio taking focus would re-render every radio under it. Told it is
 * never focused, the control no longer re-renders on focus; the label takes the focused colour
 * from CSS instead, as MUI would draw it (an error's colour wins, as in MUI).
 */
export const radioGroupControl = {
  focused: false,
  sx: {
    [`&:focus-within > .${formLabelClasses.root}:not(.${formLabelClasses.error})`]: { color: 'primary.main' },
  },
} as const;

/**
 * The latest `handler` behind a function that stays the same: MUI's RadioGroup gives its onChange
 * to every radio (in its context), so a new one at each render would draw every radio again.
 */
export function useSteadyHandler<Args extends unknown[]>(handler: (...args: Args) => void): (...args: Args) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

export interface RadioChoice {
  value: string;
  label: string;
}

const sameChoices = (a: readonly RadioChoice[], b: readonly RadioChoice[]) =>
  a.length === b.length && a.every((choice, index) => choice.value === b[index]!.value && choice.label === b[index]!.label);

/** The choices as first given for as long as they say the same: a caller may build them anew at each render. */
export function useSteadyChoices<Choice extends RadioChoice>(choices: readonly Choice[]): readonly Choice[] {
  const [kept, setKept] = useState(choices);
  if (kept !== choices && !sameChoices(kept, choices)) {
    setKept(choices);
    return choices;
  }
  return kept;
}
