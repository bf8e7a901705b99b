import { Mail } from "lucide-react";
import { ActionLinks } from "~/components/sections/action-links";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import { iconOf } from "~/components/ui/content-icons";
import { EmailLink } from "~/components/ui/email-link";
import { IconChip } from "~/components/ui/icon-chip";
import type { ContactOption } from "~/content/pages/contact";

/** The contact options as cards; each card is the target of its `/contact#<id>` link and lights up when targeted. */
export function ContactOptionGrid({ options }: { options: ContactOption[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {options.map((option) => (
        <Card
          as="li"
          key={option.id}
          id={option.id}
          className="flex flex-col transition-shadow target:border-brand target:ring-2 target:ring-brand/40"
        >
          <IconChip icon={iconOf(option.icon)} className="mb-4" />
          <CardTitle>{option.title}</CardTitle>
          <CardText>{option.text}</CardText>
          <p className="mt-5 flex min-w-0 items-center gap-2 text-sm">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-strong" />
            <EmailLink address={option.email} className="wrap-anywhere" />
          </p>
          <ActionLinks actions={option.actions} size="sm" className="mt-auto pt-5" />
        </Card>
      ))}
    </ul>
  );
}
