import type { StakeholderGroupId } from "~/content/visualisations/stakeholder-groups";

/** None or one group is selected; choosing the selected group returns to none (docs/product.md#stakeholder-diagram). */
export type StakeholderSelection = StakeholderGroupId | null;

export function toggleStakeholder(selected: StakeholderSelection, chosen: StakeholderGroupId): StakeholderSelection {
  return selected === chosen ? null : chosen;
}
