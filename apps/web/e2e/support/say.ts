import { resources } from '../../src/app/catalogues';

/** The app's languages, as the screens check is run in each. */
export type ScreenLanguage = keyof typeof resources;

type Tree = { [key: string]: string | Tree };

/** The catalogue text of `namespace:path.to.key` in a language (nestings resolved). */
function text(language: ScreenLanguage, key: string): string {
  const [namespace = '', path = ''] = key.split(':');
  const catalogue = (resources[language] as unknown as Record<string, Tree>)[namespace];
  const found = path
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      catalogue,
    );
  if (typeof found !== 'string') throw new Error(`No text ${key} in the ${language} catalogue`);
  return found.replace(/\$t\(([^)]+)\)/g, (_, nested: string) =>
    text(language, nested.includes(':') ? nested : `${namespace}:${nested}`),
  );
}

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What a screen says, in the language it is checked in: a step finds a button by the text the
 * user reads (`say('tenants:pageLink.make')`), so the same steps work in English and Kiswahili.
 * Placeholders match anything (`Edit {{type}}` finds "Edit Bedsitter"), unless given; `whole:
 * false` finds a name that starts with the text ("Notifications: 2 unread").
 */
export function sayer(language: ScreenLanguage) {
  return (key: string, values: Record<string, string> = {}, { whole = true } = {}): RegExp => {
    const parts = text(language, key).split(/(\{\{\s*\w+\s*\}\})/);
    const pattern = parts
      .map((part) => {
        const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        return name in values ? escape(values[name] ?? '') : '.+?';
      })
      .join('');
    return new RegExp(`^${pattern}${whole ? '$' : ''}`, 'i');
  };
}

export type Say = ReturnType<typeof sayer>;
