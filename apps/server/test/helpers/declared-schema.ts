import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** A column's kind, coarse enough to hold on SQLite and PostgreSQL alike. */
export type ColumnKind = 'number' | 'text' | 'boolean' | 'datetime' | 'binary';

export interface ColumnShape {
  nullable: boolean;
  kind: ColumnKind | `unknown: ${string}`;
}

/** Table name -> column name -> shape. */
export type SchemaShape = Map<string, Map<string, ColumnShape>>;

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const typesFile = path.join(serverRoot, 'src/db/types.ts');

/**
 * The schema db/types.ts declares: each property of its `Database` interface is a table, each
 * property of a table's type a column. Read with the type checker, so the enum aliases from
 * packages/shared resolve to what they are (string literals), `Generated<T>` and
 * `ColumnType<S, I, U>` to what a select returns (S), and `| null` or `?:` to a nullable column.
 * `text` stands in for the file's content (a seeded mismatch); by default the file as it is.
 */
export function declaredSchema(text?: string): SchemaShape {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    // No @types/node: loading it triples the time, and `Buffer` is recognised by name.
    types: [],
    lib: ['lib.es2022.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  if (text !== undefined) {
    const readFile = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, language, onError, create) =>
      path.resolve(fileName) === typesFile
        ? ts.createSourceFile(fileName, text, language)
        : readFile(fileName, language, onError, create);
  }
  const program = ts.createProgram([typesFile], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(typesFile);
  const database = source?.statements.find(
    (node): node is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(node) && node.name.text === 'Database',
  );
  if (!database) throw new Error('db/types.ts declares no Database interface');

  const schema: SchemaShape = new Map();
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns = new Map<string, ColumnShape>();
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      columns.set(column.name, shapeOf(checker, column));
    }
    schema.set(table.name, columns);
  }
  return schema;
}

function shapeOf(checker: ts.TypeChecker, column: ts.Symbol): ColumnShape {
  const optional = (column.flags & ts.SymbolFlags.Optional) !== 0;
  const selected = selectType(checker, checker.getTypeOfSymbol(column));
  const members = selected.isUnion() ? selected.types : [selected];
  const nullable = members.some(
    (type) => type.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined),
  );
  const kinds = new Set(
    members
      .filter((type) => !(type.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)))
      .map((type) => kindOf(checker, type)),
  );
  const kind: ColumnShape['kind'] =
    kinds.size === 1 ? [...kinds][0]! : `unknown: ${checker.typeToString(selected)}`;
  // Without Node's types `Buffer` is unresolved (any, which swallows a `| null`): read the text.
  const written = declaredText(column) ?? '';
  if (/^Buffer\b/.test(written)) {
    return { nullable: optional || /\bnull\b/.test(written), kind: 'binary' };
  }
  return { nullable: optional || nullable, kind };
}

/** The column's type as written, e.g. `Buffer` (a name the checker cannot see without Node's types). */
function declaredText(column: ts.Symbol): string | undefined {
  const declaration = column.valueDeclaration;
  if (!declaration || !ts.isPropertySignature(declaration)) return undefined;
  return declaration.type?.getText();
}

/** What a select returns: S of Kysely's ColumnType<S, I, U> (Generated<T> is one), else the type. */
function selectType(checker: ts.TypeChecker, type: ts.Type): ts.Type {
  const select = type.getProperty('__select__');
  return select ? checker.getTypeOfSymbol(select) : type;
}

function kindOf(checker: ts.TypeChecker, type: ts.Type): ColumnKind | `unknown: ${string}` {
  if (type.flags & ts.TypeFlags.StringLike) return 'text';
  if (type.flags & ts.TypeFlags.NumberLike) return 'number';
  if (type.flags & ts.TypeFlags.BigIntLike) return 'number';
  if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean';
  const name = type.getSymbol()?.getName();
  if (name === 'Date') return 'datetime';
  if (name === 'Uint8Array') return 'binary';
  return `unknown: ${checker.typeToString(type)}`;
}
