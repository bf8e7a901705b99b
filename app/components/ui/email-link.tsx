import type * as React from "react";
import { cn } from "~/lib/cn";

/** A plain mail link: the address is its own label unless children are given. */
export function EmailLink({
  address,
  className,
  children,
}: {
  address: string;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <a
      href={`mailto:${address}`}
      className={cn("font-medium text-brand-strong underline underline-offset-4", className)}
    >
      {children ?? address}
    </a>
  );
}
