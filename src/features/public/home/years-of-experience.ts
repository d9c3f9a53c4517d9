import { useSyncExternalStore } from 'react';
import { brand } from '@/config/brand';
import { env } from '@/config/env';

/** Spec section 1: years of experience, counted from the founding year to the current year. */
export function yearsOfExperience(today: Date = new Date(), foundedYear: number = brand.foundedYear): number {
  return Math.max(0, today.getFullYear() - foundedYear);
}

const unchanging = () => () => {};

/**
 * The count as the page shows it. The prerendered home page was counted in the year of its
 * build, so hydration first shows that count (or React would refuse the markup after New
 * Year) and React redraws it with this year's at once.
 */
export function useYearsOfExperience(): number {
  return useSyncExternalStore(
    unchanging,
    () => yearsOfExperience(),
    () => yearsOfExperience(new Date(env.buildYear, 6, 1)),
  );
}
