import dayjs from 'dayjs';
import 'dayjs/locale/it.js';

/**
 * it-IT formatting used by every app: dates dd/MM/yyyy, prices in euro. Thousands are grouped from four digits
 * («1.250,00 €»): the locale's own rule groups only from five («1250,00 €»), which is not how amounts are written.
 */
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
const number = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });

/** `"15.00"` (the API's decimal string) or a number → `"15,00 €"`. */
export function formatEuro(value: string | number): string {
  return euro.format(typeof value === 'string' ? Number(value) : value);
}

export function formatNumber(value: number, fractionDigits?: number): string {
  if (fractionDigits === undefined) return number.format(value);
  return value.toLocaleString('it-IT', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: 'always',
  });
}

/** → `"21/11/2025"` */
export function formatDate(value: string | number | Date): string {
  return dayjs(value).locale('it').format('DD/MM/YYYY');
}

/** → `"21/11/2025 14:05"` */
export function formatDateTime(value: string | number | Date): string {
  return dayjs(value).locale('it').format('DD/MM/YYYY HH:mm');
}

/** → `"21 novembre 2025"` */
export function formatLongDate(value: string | number | Date): string {
  return dayjs(value).locale('it').format('D MMMM YYYY');
}
