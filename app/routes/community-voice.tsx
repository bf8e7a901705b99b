// /consortium/impact/community-voice
import { ProgrammePage } from "~/components/consortium/programme-page";
import consortium from "~content/data/consortium";
import communityVoice from "~content/pages/community-voice";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("community-voice");

export default function CommunityVoicePage() {
  return <ProgrammePage programme={consortium.programmes["community-voice"]} content={communityVoice} />;
}
