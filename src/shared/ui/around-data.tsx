/** Stands for the data value in a translated text passed to {@link AroundData}. */
export const DATA_MARK = '\u0001';

/**
 * A translated text around one value of the shop's data (a person's, shop's or store's name): `text` is
 * the translation with {@link DATA_MARK} in the value's place. The value is marked as data
 * (`data-content`), the words around it are not: the English frame's test reads those.
 */
export function AroundData({ text, value }: { text: string; value: string }) {
  const [before, after] = text.split(DATA_MARK);
  return (
    <>
      {before}
      <span data-content>{value}</span>
      {after}
    </>
  );
}
