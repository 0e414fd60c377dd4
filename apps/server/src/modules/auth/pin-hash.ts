import type * as Argon2 from '@node-rs/argon2';

// Argon2id (the library's default algorithm) with OWASP's recommended minimum cost:
// 19 MiB of memory, 2 passes, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * The Argon2 library, imported at the first PIN hashed or checked: loading it (its native
 * library, and Node reading its 29 KB loader for ES exports) costs some 12 MiB resident, which
 * a server that has signed nobody in yet need not hold (the start-up memory budget, 120 MiB;
 * benchmarks.md, session 47).
 */
let argon2: Promise<typeof Argon2> | undefined;
const library = () => (argon2 ??= import('@node-rs/argon2'));

export async function hashPin(pin: string): Promise<string> {
  return (await library()).hash(pin, options);
}

export async function verifyPin(pinHash: string, pin: string): Promise<boolean> {
  return (await library()).verify(pinHash, pin).catch(() => false);
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
