export const banner = {
  title: "Quantitative Prosperity Intelligence",
  subtitle: "Measuring environmental, social, ethical and economic value as one validated signal.",
};
