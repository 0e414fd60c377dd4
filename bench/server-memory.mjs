// Prints the server's resident memory after start-up on SQLite (no budget, a figure to watch).
import { residentMiB, startProductServer } from './lib.mjs';

export async function measureServerMemory() {
  const server = await startProductServer(3403);
  try {
    // Let start-up allocations settle before reading.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { rssMiB: residentMiB(server.child.pid) };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await measureServerMemory());
}
