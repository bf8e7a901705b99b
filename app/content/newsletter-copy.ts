import { z } from "zod";
import { newsletterLists } from "../newsletter/newsletter-lists.ts";
import { choice, editorMeta, group, longText, text } from "./schema/fields.ts";

/**
 * content/forms/newsletter.yaml: every word of the subscriptions (docs/decisions/021-newsletter-subscriptions.md):
 * the subscribe form, the pages its links open, and the two e-mails (the opt-in and the edition).
 */

const titled = (label: string, description?: string) =>
  group({ title: text("Title"), text: longText("Text") }, label, description ? { description } : {});

const listOption = group(
  {
    value: choice(newsletterLists, "List", {
      description: "What the form posts; the code sends editions to insights.",
    }),
    label: text("Label shown"),
    hint: longText("Hint under the label"),
  },
  "List",
);

const listOptions = z
  .array(listOption)
  .check((context) => {
    const wrong = newsletterLists.filter((value) => context.value.filter((item) => item.value === value).length !== 1);
    if (wrong.length) {
      context.issues.push({
        code: "custom",
        input: context.value,
        message: `must list each of ${newsletterLists.join(", ")} exactly once (check ${wrong.join(", ")})`,
      });
    }
  })
  .register(editorMeta, { label: "Lists", itemLabel: "label" });

const form = group(
  {
    heading: text("Heading"),
    intro: longText("Introduction"),
    email: group(
      {
        label: text("Label"),
        missing: text("Message when left empty"),
        invalid: text("Message when it is not an e-mail address"),
        tooLong: text("Message when too long"),
      },
      "E-mail address",
    ),
    lists: group(
      { legend: text("Question above the lists"), options: listOptions, missing: text("Message when none is chosen") },
      "What to receive",
    ),
    consent: group(
      {
        label: longText("Consent sentence", {
          description: "Beside the button. Changing it? Change the consent version below too.",
        }),
        privacyLink: text("Link to the privacy policy", {
          description: "Under the consent sentence; it opens the privacy policy.",
        }),
        missing: text("Message when not agreed"),
      },
      "Consent",
    ),
    consentVersion: text("Consent version", {
      description: "Stored with every subscription, so we know which wording each person agreed to (a date works).",
    }),
    submit: text("Button"),
    sending: text("Button while sending"),
    sent: longText("Message once sent", {
      description: "The same for every address, new or already subscribed: nobody learns who subscribes.",
    }),
  },
  "Subscribe form",
  { description: "On the get-involved page, the Insights page and at the end of every article." },
);

const pages = group(
  {
    subscribe: titled("Subscribe page", "The page a form post without JavaScript lands on."),
    sent: text("Title once sent"),
    confirm: group(
      {
        title: text("Title"),
        text: longText("Text"),
        lists: text("Words before the lists"),
        button: text("Button that confirms"),
      },
      "Confirmation page",
      {
        description:
          "The link in the opt-in e-mail opens it: it names the lists asked for, and only its button confirms (a mail scanner opening the link confirms nothing).",
      },
    ),
    confirmed: titled("Subscription confirmed"),
    expired: titled("Link expired"),
    used: titled("Link already used"),
    invalid: titled("Link not valid", "A link that was altered or cut short."),
    erased: titled("Address erased", "A link for an address whose data was erased on request."),
    unavailable: titled("Subscriptions unavailable", "Shown while the database cannot be reached."),
    subscribeAgain: text("Link to subscribe again"),
    toInsights: text("Link to the Insights page"),
    preferences: group(
      {
        title: text("Title"),
        intro: longText("Introduction"),
        save: text("Button to save the lists"),
        unsubscribe: text("Button to unsubscribe from everything"),
        saved: longText("Message once saved"),
        unsubscribed: titled("Once unsubscribed"),
        leftList: titled(
          "Once unsubscribed from one list",
          "After the one-click unsubscribe of an e-mail, which leaves only the list that e-mail came from.",
        ),
        back: text("Link back to the site"),
      },
      "Preferences page",
      { description: "Opened by the link in every e-mail." },
    ),
    archive: group(
      {
        title: text("Title"),
        intro: longText("Introduction"),
        empty: longText("Text while no edition has been sent"),
        edition: text("Word before an edition's number"),
        sent: text("Words before the day it was sent"),
        articles: text("Heading of the articles"),
        back: text("Link back to the archive"),
        link: text("Link to the archive on the Insights page"),
      },
      "Newsletter archive",
      {
        description:
          "Every edition sent, each on its page (rendered from the database when asked for); the Insights page links to it.",
      },
    ),
  },
  "Pages",
);

const emails = group(
  {
    optIn: group(
      {
        subject: text("Subject and heading"),
        intro: longText("Text"),
        button: text("Link to confirm"),
        expiry: longText("Note on the link's expiry"),
        notYou: longText("Note for someone who did not ask"),
      },
      "Opt-in e-mail",
    ),
    edition: group(
      {
        subject: text("Subject and heading"),
        intro: longText("Introduction"),
        by: text("Word before the authors"),
        read: text("Link to each article"),
        why: longText("Why the reader gets it"),
        whyConsortium: longText("Why the reader of Consortium news gets it"),
        unsubscribe: text("Unsubscribe link"),
        manage: text("Link to change what they receive"),
        viewInBrowser: text("Link to the edition's page on the site"),
      },
      "Newsletter edition",
    ),
  },
  "E-mails",
);

export const newsletterCopy = z.strictObject({ form, pages, emails });
