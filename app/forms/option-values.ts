/**
 * The values the forms' choices post (docs/product.md#forms): what is stored, what the
 * department routing (./recipients.ts) and the schemas rely on. Code, not copy: the labels a
 * visitor reads are in content/forms/, whose schema (app/content/forms.ts) checks that each
 * list names every value here exactly once.
 */
export const inquiryTypes = ["platform", "investors", "consortium", "data", "research", "general"] as const;

export type InquiryType = (typeof inquiryTypes)[number];

export const defaultInquiryType: InquiryType = "general";

export const roles = ["ceo", "cto", "coo", "sustainability", "investor", "analyst", "consultant", "other"] as const;

export const preferredTimes = ["morning", "afternoon", "evening", "flexible"] as const;
