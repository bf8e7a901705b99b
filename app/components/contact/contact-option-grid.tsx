import { Mail } from "lucide-react";
import { ActionButton } from "~/components/sections/action-links";
import { CardText, CardTitle } from "~/components/ui/card";
import { EmailLink } from "~/components/ui/email-link";
import type { ContactOption } from "~/content/pages/contact";

/** The contact options as cards; each card is the target of its `/contact#<id>` link and lights up when targeted. */
export function ContactOptionGrid({ options }: { options: ContactOption[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {options.map((option) => {
        const Icon = option.icon;
        return (
          <li
            key={option.id}
            id={option.id}
            className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card transition-shadow target:border-brand target:ring-2 target:ring-brand/40"
          >
            <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <CardTitle>{option.title}</CardTitle>
            <CardText>{option.text}</CardText>
            <p className="mt-5 flex min-w-0 items-center gap-2 text-sm">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-strong" />
              <EmailLink address={option.email} className="wrap-anywhere" />
            </p>
            <div className="mt-auto flex flex-wrap gap-3 pt-5">
              {option.actions.map((action) => (
                <ActionButton key={action.to} action={action} size="sm" />
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
