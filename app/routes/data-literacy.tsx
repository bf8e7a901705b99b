// /consortium/impact/data-literacy
import { ProgrammePage } from "~/components/consortium/programme-page";
import { content } from "~/content/pages/data-literacy";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("data-literacy");

export default function DataLiteracyPage() {
  return <ProgrammePage content={content} />;
}
