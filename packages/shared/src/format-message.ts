/** The values a message names: `{{name}}` in its text. */
export type MessageParams = Record<string, string | number>;

/**
 * A catalogue text with its `{{name}}` placeholders filled in, as i18next writes them (so the
 * web app can use the same texts). A placeholder without a value is left as it is.
 */
export function formatMessage(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}

/**
 * The text of `key` in `catalogue`, or of its plural form (`key_one` / `key_other`, i18next's
 * convention) chosen by a numeric `count`; undefined when neither is there.
 */
export function catalogueText(
  catalogue: Readonly<Record<string, unknown>>,
  key: string,
  params?: MessageParams,
): string | undefined {
  const text = catalogue[key];
  if (typeof text === 'string') return text;
  const count = params?.count;
  if (typeof count !== 'number') return undefined;
  const plural = catalogue[`${key}_${count === 1 ? 'one' : 'other'}`];
  return typeof plural === 'string' ? plural : undefined;
}

/** The keys of a catalogue whose values are texts, not functions that compose one. */
export type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];
