import { ArrowDown } from "lucide-react";
import { buttonVariants, type ButtonVariantProps } from "~/components/ui/button";

export type JumpTarget = { label: string; target: string };

/** A button-styled link to a section further down the same page: a plain in-page anchor. */
export function JumpLink({ jump, variant = "primary" }: { jump: JumpTarget; variant?: ButtonVariantProps["variant"] }) {
  return (
    <a href={`#${jump.target}`} className={buttonVariants({ variant })}>
      {jump.label}
      <ArrowDown aria-hidden="true" />
    </a>
  );
}
