import * as z from "zod/mini";
import newsletter from "~content/forms/newsletter";
import { isEmailAddress } from "../forms/email-address";
import { fieldLimits } from "../forms/field-limits";
import { newsletterLists, subscribeFields } from "./newsletter-lists";

/**
 * The subscribe form's one schema (content/forms/newsletter.yaml for its messages). The lists are
 * checkboxes, so a post names `lists` once per ticked box; the consent box posts `yes`. The address may
 * be internationalised (app/forms/email-address.ts); the server stores its canonical form.
 */
const copy = newsletter.form;

const postedText = z._default(z.string({ error: copy.email.invalid }), "");

/** One posted value or several, as a list of strings; anything but strings is refused. */
const postedList = z.pipe(
  z.optional(z.union([z.string(), z.array(z.string())], { error: copy.lists.missing })),
  z.transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
);

export const subscribeSchema = z.object({
  [subscribeFields.email]: z.pipe(
    z.pipe(
      z.pipe(
        postedText,
        z
          .string()
          .check(
            z.trim(),
            z.minLength(1, { error: copy.email.missing, abort: true }),
            z.maxLength(fieldLimits.email, { error: copy.email.tooLong, abort: true }),
          ),
      ),
      z.string().check(z.refine(isEmailAddress, { error: copy.email.invalid })),
    ),
    z.transform((address) => address.toLowerCase()),
  ),
  [subscribeFields.lists]: z.pipe(
    postedList,
    z
      .array(z.enum(newsletterLists, { error: copy.lists.missing }))
      .check(z.minLength(1, { error: copy.lists.missing })),
  ),
  [subscribeFields.consent]: z.pipe(
    z._default(z.string({ error: copy.consent.missing }), ""),
    z.literal("yes", { error: copy.consent.missing }),
  ),
});
