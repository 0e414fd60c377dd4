/**
 * A catalogue in another language: the same keys as the English one, every leaf a string.
 * TypeScript then fails on a key missing from, or added to, either language.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
