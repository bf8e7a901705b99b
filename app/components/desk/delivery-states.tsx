import type { DeliveryState } from "../../../server/submissions/submission-store";
import { DeskTime } from "./desk-frame";

const channelLabels: Record<string, string> = {
  email: "Team e-mail",
  webhook: "Webhook",
  confirmation: "Confirmation to the visitor",
};

const statusWords: Record<DeliveryState["status"], string> = {
  delivered: "delivered",
  pending: "pending",
  failing: "failing",
  failed: "given up",
};

/**
 * How far each delivery of a submission got: compact in the inbox (channel and state), in full on a
 * lead's page (attempts, when it was delivered or is next tried, the last error).
 */
export function DeliveryStates({ deliveries, compact = false }: { deliveries: DeliveryState[]; compact?: boolean }) {
  if (deliveries.length === 0) {
    return <span className="text-ink-soft">{compact ? "None set up" : "Not delivered: no channel was set up"}</span>;
  }
  return (
    <ul className={compact ? "grid gap-0.5 whitespace-nowrap" : "grid gap-2"}>
      {deliveries.map((delivery) => (
        <li key={delivery.channel}>
          <span
            className={
              delivery.status === "failing" || delivery.status === "failed" ? "font-semibold text-danger" : undefined
            }
          >
            {channelLabels[delivery.channel] ?? delivery.channel}: {statusWords[delivery.status]}
          </span>
          {compact ? null : (
            <span className="block text-ink-soft">
              {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}
              {delivery.deliveredAt ? (
                <>
                  , delivered <DeskTime value={delivery.deliveredAt} />
                </>
              ) : delivery.nextAttemptAt ? (
                <>
                  , next try <DeskTime value={delivery.nextAttemptAt} />
                </>
              ) : null}
              {delivery.lastError ? <span className="block break-words">Last error: {delivery.lastError}</span> : null}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
