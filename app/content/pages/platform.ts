export const banner = {
  title: "TrustScore Intelligence",
  subtitle: "Four headline metrics that quantify the trust, ethics and prosperity hidden in every market relationship.",
};
