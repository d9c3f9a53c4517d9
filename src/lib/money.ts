const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5 -> '$1,234.50'; -20 -> '-$20.00'; missing -> '$0.00'. */
export function formatDollars(value: number | string | null | undefined): string {
  const amount = Number(value ?? 0);
  const safe = Number.isFinite(amount) ? amount : 0;
  const text = `$${usd.format(Math.abs(safe))}`;
  return safe < 0 ? `-${text}` : text;
}

/**
 * What an amount field keeps of what was typed: a dollar sign, thousands commas and spaces go
 * ('$1,250' becomes '1250'); anything else stays for the rule to refuse in words.
 */
export function amountText(value: string): string | undefined {
  const cleaned = value.replace(/[$,\s]/g, '');
  return cleaned === '' ? undefined : cleaned;
}
