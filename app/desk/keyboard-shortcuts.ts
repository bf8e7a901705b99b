/**
 * The keys the desk's script answers (app/browser/desk-keyboard.ts), as the dialog that "?" opens lists
 * them (app/components/desk/desk-frame.tsx): one list for both, with no React in the script.
 */
export const deskShortcuts: { keys: string[]; what: string }[] = [
  { keys: ["/"], what: "Go to the search" },
  { keys: ["j"], what: "Next lead or subscriber in the list" },
  { keys: ["k"], what: "Previous lead or subscriber in the list" },
  { keys: ["Enter"], what: "Open the one chosen" },
  { keys: ["Ctrl", "Enter"], what: "Save the edition being written (⌘ Enter on a Mac)" },
  { keys: ["?"], what: "Show these shortcuts" },
];

export const shortcutsDialogId = "desk-shortcuts";
