/** The current instant; services take a clock so tests can move time (lockouts, expiry). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}
