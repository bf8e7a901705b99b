import { Card, CardText, CardTitle } from "~/components/ui/card";
import { EmailLink } from "~/components/ui/email-link";
import type { Department } from "~/content/pages/company";

/** The department addresses as cards, each a plain mail link (spec 2.9). */
export function DepartmentContacts({ departments }: { departments: Department[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {departments.map((department) => {
        const Icon = department.icon;
        return (
          <li key={department.title} className="flex">
            <Card className="flex w-full flex-col">
              <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <CardTitle>{department.title}</CardTitle>
              <CardText>{department.text}</CardText>
              <p className="mt-auto pt-5">
                <EmailLink address={department.email} className="wrap-anywhere" />
              </p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
