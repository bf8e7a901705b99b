import { codePoint, splitHidden } from "~/desk/hidden-characters";

/**
 * Text someone typed (a lead's name or message, an address, a subject), as the desk shows it: in its own
 * direction (`dir="auto"`, so a right-to-left name does not reorder the words around it), and with every
 * hidden character (app/desk/hidden-characters.ts) shown as a marker such as ⟨U+202E⟩ instead of applied.
 */
export function TypedText({ text }: { text: string }) {
  return (
    <span dir="auto">
      {splitHidden(text).map((part, index) =>
        index % 2 === 0 ? (
          part
        ) : (
          <span key={index} data-hidden-character className="rounded-sm bg-danger-soft px-0.5 font-mono text-xs">
            {`⟨${codePoint(part)}⟩`}
          </span>
        ),
      )}
    </span>
  );
}
