/** Every non-digit removed; an empty input stays empty. */
export function onlyDigits(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\D/g, '');
}

/** What a free-text number field may hold: digits, plus, minus, parentheses, period and space. */
export function filterNumberText(value: string | null | undefined): string {
  return (value ?? '').replace(/[^\d+\-(). ]/g, '');
}
