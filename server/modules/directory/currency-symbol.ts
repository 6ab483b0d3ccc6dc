/** The symbol a locale writes for a currency (THB → ฿), from ICU rather than a table of our own. */
export function currencySymbol(code: string, locale: string): string {
  try {
    const part = new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((candidate) => candidate.type === 'currency');
    return part?.value ?? code;
  } catch {
    return code;
  }
}
