import { hash, verify } from '@node-rs/argon2';

// Argon2id (the library's default algorithm) with OWASP's recommended minimum cost:
// 19 MiB of memory, 2 passes, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPin(pin: string): Promise<string> {
  return hash(pin, options);
}

export function verifyPin(pinHash: string, pin: string): Promise<boolean> {
  return verify(pinHash, pin).catch(() => false);
}

/**
 * A hash to verify against when the phone number is unknown, so that an unknown phone and a
 * wrong PIN take about the same time and cannot be told apart.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPinHash(): Promise<string> {
  decoyHash ??= hashPin('0000');
  return decoyHash;
}
