export const banner = {
  title: "Data Literacy",
  subtitle: "Helping communities understand, question and use the data that describes them.",
};
