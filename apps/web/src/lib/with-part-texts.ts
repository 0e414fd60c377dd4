import i18next from 'i18next';

/**
 * A lazily loaded part of a screen (a menu, the wording of a failure), once both its module and
 * the texts of `namespaces` are in: they load side by side, and the part never shows a raw key.
 * What routes do with app/i18n's withTexts, for code below app/ (the texts a part needs are
 * then not among the first screen's; route-texts.test.ts reads both).
 */
export async function withPartTexts<T>(
  module: Promise<T>,
  namespaces: readonly string[],
): Promise<T> {
  const [loaded] = await Promise.all([module, i18next.loadNamespaces([...namespaces])]);
  return loaded;
}
