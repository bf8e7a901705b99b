import prettier from "prettier";
import YAML from "yaml";

/**
 * Keystatic rewrites a whole file on save, folding long texts at 80 columns and writing `""`
 * for every cleared choice. Put back into the form the repository keeps (Prettier's, as
 * `npm run format:check` expects), so a one-word edit is a one-line diff.
 */
export async function tidySavedYaml(source: string, filePath: string): Promise<string> {
  const document = YAML.parseDocument(source);
  YAML.visit(document, {
    Pair(_, pair) {
      if (YAML.isScalar(pair.value) && pair.value.value === "") return YAML.visit.REMOVE;
      return undefined;
    },
    Scalar(_, scalar) {
      // Let the writer choose plain or quoted again instead of keeping Keystatic's folded blocks.
      scalar.type = undefined;
    },
  });
  const text = document.toString({ lineWidth: 0 });
  const options = await prettier.resolveConfig(filePath);
  return prettier.format(text, { ...options, filepath: filePath });
}
