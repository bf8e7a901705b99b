export const banner = {
  title: "Responsible Data Governance",
  subtitle: "How the consortium protects people while making their experience count.",
};
