import { useEffect, useState } from "react";
import { Toaster, toast } from "sonner";
import { activeTheme, onThemeChange } from "~/design/theme";

/**
 * Sonner, loaded only once a contact message is on its way: mounted while the
 * request runs, so that its live region exists before the toast is announced.
 * The default colours (not `richColors`) meet the contrast minimum, in the page's theme (the
 * visitor's choice or the system's, app/design/theme.ts).
 */
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export default function SuccessToaster() {
  const [theme, setTheme] = useState(activeTheme);
  useEffect(() => markReady(), []);
  useEffect(() => onThemeChange(() => setTheme(activeTheme())), []);
  return <Toaster theme={theme} position="bottom-right" duration={8_000} />;
}

export async function showSuccessToast(message: string) {
  await ready;
  toast.success(message);
}
