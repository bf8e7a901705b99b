import { Fragment } from "react";
import { TypedText } from "./typed-text";

/**
 * An e-mail address that wraps only after its "@" and its dots, where a <wbr> says a line may end: each
 * part between them is a box of its own that stays whole while it fits a line (a hyphen would otherwise
 * be a place to wrap too) and breaks inside only when it alone is wider than the line, rather than
 * stick out.
 */
export function AddressText({ address }: { address: string }) {
  const parts = address.split(/(?<=[@.])/);
  return (
    <span data-address="">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className="inline-block max-w-full break-words">
            <TypedText text={part} />
          </span>
        </Fragment>
      ))}
    </span>
  );
}
