import type { StakeholderGroupId } from "~/content/visualisations/stakeholder-groups";

/** Spec 4: none or one group is selected; choosing the selected group returns to none. */
export type StakeholderSelection = StakeholderGroupId | null;

export function toggleStakeholder(selected: StakeholderSelection, chosen: StakeholderGroupId): StakeholderSelection {
  return selected === chosen ? null : chosen;
}
