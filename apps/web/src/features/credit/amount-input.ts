/**
 * What a customer types as an amount ("2 500 000", "2,500,000 kr") as the whole number the API takes,
 * or '' when it is not one. Spaces go; dots and commas only as thousands separators (groups of three),
 * so "2.5" is not read as 25.
 */
export function wholeAmount(typed: string): string {
  let digits = typed.replace(/[\s\u00a0\u202f']/g, '').replace(/(kr|sek|:-)$/i, '');
  if (/^\d{1,3}([.,]\d{3})+$/.test(digits)) digits = digits.replace(/[.,]/g, '');
  return /^\d{1,10}$/.test(digits) ? String(Number(digits)) : '';
}
