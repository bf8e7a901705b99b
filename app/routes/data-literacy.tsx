// /consortium/impact/data-literacy
import { ProgrammePage } from "~/components/consortium/programme-page";
import consortium from "~content/data/consortium";
import dataLiteracy from "~content/pages/data-literacy";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("data-literacy");

export default function DataLiteracyPage() {
  return <ProgrammePage programme={consortium.programmes["data-literacy"]} content={dataLiteracy} />;
}
