import { buildPath, romeDay, routes } from '@trovapro/domain';

/** This month in Rome, YYYY-MM: the month the list opens on. */
export function currentMonth(now = new Date()): string {
  return romeDay(now).slice(0, 7);
}

/** The `count` months up to `last` (YYYY-MM), newest first: the month picker's choices. */
export function monthsUpTo(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** The URL's month when it is one of `months`, else the first (this month). */
export function parseMonth(value: string | undefined, months: readonly string[]): string {
  return months.find((month) => month === value) ?? (months[0] as string);
}

export const invoiceXmlHref = (id: string) => buildPath(routes.adminInvoiceXml.path, { id });
export const invoicesZipHref = (month: string) => `${routes.adminExportInvoicesZip.path}?month=${month}`;
export const invoicesCsvHref = (month: string) => `${routes.adminExportInvoicesCsv.path}?month=${month}`;
