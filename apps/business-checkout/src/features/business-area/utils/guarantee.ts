const DAY_MS = 24 * 60 * 60 * 1000;

/** Days left until `until`, a day begun counting as one (7 right after the payment), never below 0. */
export function guaranteeDaysLeft(until: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(until).getTime() - now.getTime()) / DAY_MS));
}
