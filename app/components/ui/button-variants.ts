/** The looks a button can take; content may pick one for a link button (app/content/schema/blocks.ts). */
export const buttonVariantNames = ["primary", "accent", "outline", "ghost", "inverse", "inverse-outline"] as const;

export type ButtonVariantName = (typeof buttonVariantNames)[number];
