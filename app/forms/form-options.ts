/**
 * The choices the forms offer (docs/product.md#forms), as value + label. The value is what is
 * posted and stored; the label is what a visitor reads.
 */
export type FormOption<Value extends string = string> = { value: Value; label: string };

export const inquiryTypeOptions = [
  { value: "platform", label: "Dynamic Pricing Solution" },
  { value: "investors", label: "Investment Opportunities" },
  { value: "consortium", label: "Partnerships" },
  { value: "data", label: "Data Contribution" },
  { value: "research", label: "Research Collaboration" },
  { value: "general", label: "General Inquiry" },
] as const satisfies readonly FormOption[];

export type InquiryType = (typeof inquiryTypeOptions)[number]["value"];

export const defaultInquiryType: InquiryType = "general";

export const roleOptions = [
  { value: "ceo", label: "CEO/President" },
  { value: "cto", label: "CTO/Technical Leader" },
  { value: "coo", label: "COO/Operations" },
  { value: "sustainability", label: "Sustainability Officer" },
  { value: "investor", label: "Investor/Fund Manager" },
  { value: "analyst", label: "Analyst/Researcher" },
  { value: "consultant", label: "Consultant/Advisor" },
  { value: "other", label: "Other" },
] as const satisfies readonly FormOption[];

export type Role = (typeof roleOptions)[number]["value"];

export const preferredTimeOptions = [
  { value: "morning", label: "Morning (9-12 PM)" },
  { value: "afternoon", label: "Afternoon (12-5 PM)" },
  { value: "evening", label: "Evening (5-8 PM)" },
  { value: "flexible", label: "Flexible" },
] as const satisfies readonly FormOption[];

export type PreferredTime = (typeof preferredTimeOptions)[number]["value"];

/** The posted values of a list of options, for schema enums. */
export function optionValues<Value extends string>(options: readonly FormOption<Value>[]): [Value, ...Value[]] {
  return options.map((option) => option.value) as [Value, ...Value[]];
}
