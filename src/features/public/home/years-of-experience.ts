import { brand } from '@/config/brand';

/** Spec section 1: years of experience, counted from the founding year to the current year. */
export function yearsOfExperience(today: Date = new Date(), foundedYear: number = brand.foundedYear): number {
  return Math.max(0, today.getFullYear() - foundedYear);
}
