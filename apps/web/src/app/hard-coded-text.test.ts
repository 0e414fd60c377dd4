import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a user reads comes from the catalogues, in English and Kiswahili: this walks the
 * web app's components and fails on words written straight into JSX, as text between tags or
 * in the attributes people read (labels, titles, placeholders, alt texts).
 * ESLint's i18next/no-literal-string (eslint.config.js) shows the same in the editor, and more;
 * this test stays because the rule lets a lone lower-case word through as code (a column key),
 * and it also checks `label`/`helperText` on plain HTML tags, which the rule skips.
 */
const sourceRoot = path.resolve(import.meta.dirname, '..');
const readAttributes = new Set([
  'label',
  'title',
  'placeholder',
  'alt',
  'aria-label',
  'helperText',
  'headerName',
]);
/** Written the same in every language: names of things, not words of a sentence. */
const sameInEveryLanguage = new Set(['M-PESA', 'SMS', 'KES', 'PDF', 'CSV', 'KRA', '·', '—']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

function isWords(text: string): boolean {
  const trimmed = text.trim();
  return /\p{L}{2,}/u.test(trimmed) && !sameInEveryLanguage.has(trimmed);
}

function hardCodedTexts(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(sourceRoot, file)}:${line + 1}`;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.text)) {
      found.push(`${where(node)} ${JSON.stringify(node.text.trim())}`);
    }
    if (
      ts.isJsxAttribute(node) &&
      readAttributes.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      isWords(node.initializer.text)
    ) {
      found.push(`${where(node)} ${node.name.getText(source)}=${node.initializer.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('user-facing texts', () => {
  it('are found by this check when written into JSX', () => {
    const file = path.join(sourceRoot, 'components/brand.tsx');
    expect(hardCodedTexts(file, '<p title="Welcome home">Pay the rent</p>')).toEqual([
      'components/brand.tsx:1 title="Welcome home"',
      'components/brand.tsx:1 "Pay the rent"',
    ]);
  });

  it('are never written straight into JSX', () => {
    const files = sourceFiles(sourceRoot);
    expect(files.length).toBeGreaterThan(100); // the walk found the app's components
    expect(files.flatMap((file) => hardCodedTexts(file))).toEqual([]);
  });
});
