import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

/** A spawned process's output (stdout and stderr as they came) and its end. */
export interface WatchedProcess {
  output: () => string;
  /** Settles with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** Whether it has exited already. */
  gone: () => boolean;
}

export function watchProcess(child: ChildProcessByStdio<null, Readable, Readable>): WatchedProcess {
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  return { output: () => output, exited, gone: () => gone };
}
