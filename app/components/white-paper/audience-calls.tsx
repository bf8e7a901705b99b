import { ActionButton } from "~/components/sections/action-links";
import { TitledSection } from "~/components/sections/titled-section";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import type { SectionIntro } from "~/content/schema/blocks";
import type { AudienceCall } from "~/content/pages/white-paper";

/** The paper's closing calls to action, one card per audience (docs/product.md#white-paper). */
export function AudienceCalls({ heading, calls }: { heading: SectionIntro; calls: AudienceCall[] }) {
  return (
    <TitledSection heading={heading} tone="soft" align="center">
      <ul className="grid gap-6 md:grid-cols-3">
        {calls.map((call) => (
          <li key={call.audience} className="flex">
            <Card className="flex w-full flex-col">
              <CardTitle>{call.audience}</CardTitle>
              <CardText className="mb-6">{call.text}</CardText>
              <ActionButton action={call.action} className="mt-auto self-start" />
            </Card>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
