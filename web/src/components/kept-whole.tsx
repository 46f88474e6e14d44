import { Fragment } from 'react';

/**
 * A translated sentence with an identifier in it (an order reference, an invoice or credit note
 * number) drawn whole: never broken at its hyphens on a narrow phone ('INV-2026-' above '000001'),
 * and left to right inside Arabic text, isolated in a `<bdi>`. The sentence reads as before for
 * screen readers and copying.
 */
export function KeptWhole({ text, value }: { text: string; value: string }) {
  if (!value) return <>{text}</>;
  return (
    <>
      {text.split(value).map((part, index) => (
        // The parts of one sentence never move: their place is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? <bdi className="kept-whole">{value}</bdi> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
