import { Card, CardText, CardTitle } from "~/components/ui/card";
import { iconOf } from "~/components/ui/content-icons";
import { EmailLink } from "~/components/ui/email-link";
import { IconChip } from "~/components/ui/icon-chip";
import type { Department } from "~/content/pages/company";

/** The department addresses as cards, each a plain mail link. */
export function DepartmentContacts({ departments }: { departments: Department[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {departments.map((department) => (
        <li key={department.title} className="flex">
          <Card className="flex w-full flex-col">
            <IconChip icon={iconOf(department.icon)} className="mb-4" />
            <CardTitle>{department.title}</CardTitle>
            <CardText>{department.text}</CardText>
            <p className="mt-auto pt-5">
              <EmailLink address={department.email} className="wrap-anywhere" />
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
