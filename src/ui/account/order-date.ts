// The day of an order (or review, download) as the account lists show it: Magento's UTC "YYYY-MM-DD HH:mm:ss"
// read as UTC and shown as the Bangkok day, Buddhist era in the Thai view (an order at 00:30 Bangkok time is
// that day's, not the day before's, whatever the device's time zone).
import { formatDate } from '../../i18n/numbers';

export function orderDayText(value: string, locale: string): string {
  return formatDate(value, locale, { dateStyle: 'medium' });
}
