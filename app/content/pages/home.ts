export const banner = {
  title: "Quantify Trust. Power Regenerative Prosperity.",
  subtitle: "Validated intelligence that turns hidden ethical debt into measurable regenerative return for business, investors and communities.",
};
