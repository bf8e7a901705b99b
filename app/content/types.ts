import type { LucideIcon } from "lucide-react";
import type { ButtonVariantProps } from "~/components/ui/button";

/** A call to action: an internal path (from `pathTo`), an anchor on the same page ("#qpi"), a mail link or an external URL. */
export type Action = {
  label: string;
  to: string;
  variant?: ButtonVariantProps["variant"];
  /** Opens in a new tab with rel="noopener noreferrer". */
  external?: boolean;
};

export type Feature = {
  title: string;
  text: string;
  icon?: LucideIcon;
  action?: Action;
};
