import { ArrowDown, ArrowRight, ExternalLink as ExternalIcon } from "lucide-react";
import { buttonVariants, ButtonLink, type ButtonVariantProps } from "~/components/ui/button";
import { ExternalLink, isExternalHref } from "~/components/ui/external-link";
import type { Action } from "~/content/schema/blocks";
import { cn } from "~/lib/cn";

/** The arrow a primary button carries: down to a section of the same page, onwards to another page. */
function PrimaryArrow({ to }: { to: string }) {
  return to.startsWith("#") ? <ArrowDown aria-hidden="true" /> : <ArrowRight aria-hidden="true" />;
}

/** One call to action as a button: internal links route, mail and outside links stay plain anchors. */
export function ActionButton({
  action,
  size,
  className,
}: {
  action: Action;
  size?: ButtonVariantProps["size"];
  className?: string;
}) {
  const classes = cn(buttonVariants({ variant: action.variant, size }), className);
  if (isExternalHref(action.to)) {
    return (
      <ExternalLink href={action.to} className={classes}>
        {action.label}
        <ExternalIcon aria-hidden="true" />
      </ExternalLink>
    );
  }
  if (/^(mailto|tel):/.test(action.to)) {
    return (
      <a href={action.to} className={classes}>
        {action.label}
      </a>
    );
  }
  return (
    <ButtonLink href={action.to} variant={action.variant} size={size} className={className}>
      {action.label}
      {action.variant === "primary" || action.variant === undefined ? <PrimaryArrow to={action.to} /> : null}
    </ButtonLink>
  );
}

/** A row of calls to action: a list, so that without styles they read as separate choices. */
export function ActionLinks({
  actions,
  size,
  className,
}: {
  actions: Action[];
  size?: ButtonVariantProps["size"];
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap gap-3", className)}>
      {actions.map((action) => (
        <li key={`${action.label}-${action.to}`} className="flex max-w-full">
          <ActionButton action={action} size={size} />
        </li>
      ))}
    </ul>
  );
}
