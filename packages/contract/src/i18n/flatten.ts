/**
 * A catalogue is flat: one message id ("login.heading") per text. The spec's texts are written as
 * nested groups (LOGIN_TEXT.heading); these helpers give each group's texts their ids once.
 */
type TextTree = { readonly [key: string]: string | TextTree };

export type FlatTexts<Prefix extends string, T> = {
  [K in keyof T & string]: T[K] extends string ? { [P in `${Prefix}.${K}`]: T[K] } : FlatTexts<`${Prefix}.${K}`, T[K]>;
}[keyof T & string] extends infer U
  ? (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
    ? { [K in keyof I]: I[K] }
    : never
  : never;

/** `flattenTexts('beneficiary', { columns: { name: 'Name' } })` → `{ 'beneficiary.columns.name': 'Name' }`. */
export function flattenTexts<Prefix extends string, T extends TextTree>(prefix: Prefix, texts: T): FlatTexts<Prefix, T> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') flat[`${prefix}.${key}`] = value;
    else Object.assign(flat, flattenTexts(`${prefix}.${key}`, value));
  }
  return flat as FlatTexts<Prefix, T>;
}

/** The same shape with any text: what a translation of a group must provide. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
