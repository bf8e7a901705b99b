/**
 * The dynamic-pricing results (docs/product.md#illustrative-figures): vacancy -40, retention +60, revenue
 * uplift +22, reputation +18. They come from the illustrative rental-housing example,
 * so every place that shows them says so.
 */
export type PricingResultId = "vacancy" | "retention" | "revenue" | "reputation";

export type PricingResult = {
  id: PricingResultId;
  label: string;
  /** Change in per cent; negative is a fall. */
  value: number;
  detail: string;
};

export const pricingResults = {
  title: "Dynamic pricing results",
  badge: "Illustrative",
  items: [
    {
      id: "vacancy",
      label: "Vacancy",
      value: -40,
      detail: "Fewer empty units, as trusted tenants renew and refer others.",
    },
    { id: "retention", label: "Retention", value: 60, detail: "More tenants choosing to stay at renewal." },
    { id: "revenue", label: "Revenue uplift", value: 22, detail: "Net of the P-Points rewards the landlord honoured." },
    {
      id: "reputation",
      label: "Reputation",
      value: 18,
      detail: "Stronger standing with tenants and the neighbourhood.",
    },
  ] satisfies PricingResult[],
  note: "Illustrative figures from the rental-housing example we use to explain the model. They are not a forecast or a guarantee of results for any organisation.",
};

/** "-40%" for a fall, "+60%" for a rise: the sign is always written out. */
export function formatChange(value: number): string {
  return `${value < 0 ? "-" : "+"}${Math.abs(value)}%`;
}
