import type { Plugin } from 'vite';

/**
 * One file for what the signed-in frame (and the UI kit its first screens use) needs, instead
 * of some hundred small chunks: on a slow phone connection (HTTP/1.1, six connections, 400 ms
 * a request) their count, not their size, cost most of a cold visit's wait (issue 33).
 *
 * The chunk holds every module the `frame` files reach by static imports, and every
 * node_modules module the `screens` reach, minus whatever an HTML page (the app's entry, the
 * landing page, sign-in) already loads up front: those stay where they are, so this file is
 * never part of the landing or sign-in page, and it imports only from files loaded before it
 * (no cycle between chunks).
 */
export function firstScreenChunk({
  frame,
  screens,
}: {
  frame: readonly string[];
  screens: readonly string[];
}) {
  let captured = new Set<string>();
  const plugin: Plugin = {
    name: 'first-screen-chunk',
    apply: 'build',
    buildEnd() {
      const reach = (roots: Iterable<string>) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const matching = (files: readonly string[]) =>
        ids.filter((id) => files.some((file) => id.endsWith(file)));
      const upFront = reach(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const fromScreens = [...reach(matching(screens))].filter((id) =>
        /[\\/]node_modules[\\/]/.test(id),
      );
      captured = new Set(
        [...reach(matching(frame)), ...fromScreens].filter((id) => !upFront.has(id)),
      );
    },
  };
  const group = {
    name: 'first-screen',
    test: (id: string) => captured.has(id),
    // Its modules' imports are in this file or loaded up front already.
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
