import { Fragment } from "react";
import { TypedText } from "./typed-text";

/**
 * An e-mail address that may wrap after its "@" and its dots, where a <wbr> says a line may end, and
 * breaks inside a part only when that part alone is wider than the line, rather than stick out. The
 * parts stay inline: a box of their own (inline-block) would make screen readers read the address with
 * a pause at each break ("reader@ example. org").
 */
export function AddressText({ address }: { address: string }) {
  const parts = address.split(/(?<=[@.])/);
  return (
    <span data-address="" className="break-words">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <TypedText text={part} />
        </Fragment>
      ))}
    </span>
  );
}
