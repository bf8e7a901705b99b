import { z } from "zod";
import { sharpWidthAdvice } from "../pictures/picture-kinds.ts";
import { editorMeta, longText, picture, text } from "./schema/fields.ts";

/**
 * One person of the team or the advisory board: a file in content/team/ named by the slug of
 * the name (other content, such as articles' authors, names people by it). Who is shown, and in
 * which order, is the team page's choice (content/pages/team.yaml).
 */
export const teamMember = z.strictObject({
  name: text("Name"),
  title: text("Title", { description: 'The role shown under the name, e.g. "Technical Advisor".' }),
  bio: longText("Biography").optional(),
  photo: picture("Photo", {
    kind: "portrait",
    collection: "team",
    description: `A portrait, cut to a square; ${sharpWidthAdvice("portrait")}. Without one, the card shows the initials.`,
  }).optional(),
  linkedInUrl: z
    .url({ protocol: /^https$/, error: "must be a full https:// address" })
    .register(editorMeta, { label: "LinkedIn profile", description: "The full address of the person's profile." })
    .optional(),
});

export type TeamMember = z.output<typeof teamMember>;
