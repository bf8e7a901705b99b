// /consortium/impact/community-voice
import { ProgrammePage } from "~/components/consortium/programme-page";
import { content } from "~/content/pages/community-voice";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("community-voice");

export default function CommunityVoicePage() {
  return <ProgrammePage content={content} />;
}
