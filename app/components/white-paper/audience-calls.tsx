import { ActionButton } from "~/components/sections/action-links";
import { Section, SectionHeading } from "~/components/sections/section-heading";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import { audienceCalls } from "~/content/pages/white-paper";

/** Spec 2.13: the paper's closing calls to action, one card per audience. */
export function AudienceCalls() {
  return (
    <Section tone="soft" aria-labelledby="audience-calls-title">
      <div className="container-page">
        <SectionHeading id="audience-calls-title" title={audienceCalls.title} intro={audienceCalls.intro} align="center" />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {audienceCalls.calls.map((call) => (
            <li key={call.audience} className="flex">
              <Card className="flex w-full flex-col">
                <CardTitle>{call.audience}</CardTitle>
                <CardText className="mb-6">{call.text}</CardText>
                <ActionButton action={call.action} className="mt-auto self-start" />
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
