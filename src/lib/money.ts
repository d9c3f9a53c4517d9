/**
 * What an amount field keeps of what was typed: a dollar sign, thousands commas and spaces go
 * ('$1,250' becomes '1250'); anything else stays for the rule to refuse in words.
 */
export function amountText(value: string): string | undefined {
  const cleaned = value.replace(/[$,\s]/g, '');
  return cleaned === '' ? undefined : cleaned;
}
