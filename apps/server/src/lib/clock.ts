/**
 * The current instant; services take a clock so tests can move time (lockouts, expiry).
 * Arithmetic on what it returns (days, months, minutes later) lives in @rental/shared/dates.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
