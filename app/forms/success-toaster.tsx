import { useEffect } from "react";
import { Toaster, toast } from "sonner";

/**
 * Sonner, loaded only once a contact message is on its way: mounted while the
 * request runs, so that its live region exists before the toast is announced.
 * The default colours (not `richColors`) meet the contrast minimum.
 */
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export default function SuccessToaster() {
  useEffect(() => markReady(), []);
  return <Toaster theme="system" position="bottom-right" duration={8_000} />;
}

export async function showSuccessToast(message: string) {
  await ready;
  toast.success(message);
}
