import type * as React from "react";
import { cn } from "~/lib/cn";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn("rounded-card border border-line bg-white p-6 shadow-card", className)}
      {...props}
    />
  );
}

export function CardTitle({ className, as: Heading = "h3", ...props }: React.ComponentProps<"h3"> & { as?: "h2" | "h3" | "h4" }) {
  return <Heading data-slot="card-title" className={cn("text-lg font-semibold text-ink", className)} {...props} />;
}

export function CardText({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-text" className={cn("mt-2 leading-relaxed text-muted", className)} {...props} />;
}
