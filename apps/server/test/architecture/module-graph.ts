import fs from 'node:fs';
import path from 'node:path';

/** One module's file importing another module (route files excepted: app.ts registers them). */
export interface ModuleImport {
  from: string;
  to: string;
  /** The importing file, relative to src/modules. */
  file: string;
}

/** routes.ts and *-routes.ts: the HTTP layer above every module, imported by app.ts only. */
export const isRouteFile = (file: string) => /(^|[-/])routes\.ts$/.test(path.basename(file));

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every import of one module by another, read off the source under `modulesRoot`. */
export function moduleImports(modulesRoot: string): ModuleImport[] {
  const found: ModuleImport[] = [];
  for (const full of sourceFiles(modulesRoot)) {
    const file = path.relative(modulesRoot, full);
    if (isRouteFile(file)) continue;
    const from = file.split(path.sep)[0]!;
    const source = fs.readFileSync(full, 'utf8');
    for (const [, specifier] of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const target = path.relative(modulesRoot, path.resolve(path.dirname(full), specifier!));
      if (target.startsWith('..')) continue;
      const to = target.split(path.sep)[0]!;
      if (to !== from) found.push({ from, to, file });
    }
  }
  return found;
}

/** The layers of the module order as docs/architecture.md lists them ("layer 2: a, b"). */
export function documentedLayers(architecture: string): Map<string, number> {
  const layers = new Map<string, number>();
  for (const [, layer, names] of architecture.matchAll(/^layer (\d+): (.+)$/gm)) {
    for (const name of names!.split(',')) layers.set(name.trim(), Number(layer));
  }
  return layers;
}

/** The imports that do not go down the order: each names the file to fix. */
export function importsAgainstOrder(layers: Map<string, number>, imports: ModuleImport[]) {
  return imports
    .filter(({ from, to }) => !(layers.get(to)! < layers.get(from)!))
    .map(
      ({ from, to, file }) =>
        `${file}: ${from} (layer ${layers.get(from)}) imports ${to} (layer ${layers.get(to)})`,
    );
}
