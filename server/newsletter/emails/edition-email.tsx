import { Img, Link } from "@react-email/components";
import newsletter from "~content/forms/newsletter";
import { editionList } from "../../../app/forms/newsletter-lists";
import { EmailLayout, Paragraph, renderEmail, Subheading } from "../../email/email-layout";
import { headerText, type MailMessage, senderDomain } from "../../email/submission-entries";
import { editionCoverWidth, type EditionArticle } from "../edition-articles";
import { TextLink } from "./email-parts";

const copy = newsletter.emails.edition;

/** What makes one copy of an edition personal: its recipient and their signed address to leave the edition's list. */
type EditionRecipient = { email: string; preferencesUrl: string; subscriberId: string };

/** Where the edition comes from and where answers go. */
type EditionSender = {
  mailFrom: string;
  /** A mailbox a person reads (NEWSLETTER_REPLY_TO, else INFO_EMAIL). */
  replyTo: string;
  /** The mailto of List-Unsubscribe: a mailbox the team reads (INFO_EMAIL). */
  unsubscribeMailbox: string;
};

type EditionMessage = MailMessage & { headers: Record<string, string | { prepared: true; value: string }> };

function EditionEmail({ articles, preferencesUrl }: { articles: EditionArticle[]; preferencesUrl: string }) {
  return (
    <EmailLayout
      preview={articles.map((article) => article.title).join(" · ")}
      heading={copy.subject}
      notes={[copy.why]}
    >
      <Paragraph>{copy.intro}</Paragraph>
      {articles.map((article) => (
        <div key={article.slug}>
          {article.cover ? (
            <Img
              src={article.cover.src}
              alt={article.cover.alt}
              width={editionCoverWidth}
              height={Math.round((editionCoverWidth * article.cover.height) / article.cover.width)}
              style={{ display: "block", width: "100%", height: "auto", borderRadius: "8px", margin: "24px 0 0" }}
            />
          ) : null}
          <Subheading>{article.title}</Subheading>
          <Paragraph>{article.summary}</Paragraph>
          <Paragraph>{`${copy.by} ${article.authors.join(", ")}`}</Paragraph>
          <TextLink href={article.url}>{copy.read}</TextLink>
        </div>
      ))}
      <Paragraph>
        <Link href={preferencesUrl}>{copy.unsubscribe}</Link>
        {" · "}
        <Link href={preferencesUrl}>{copy.manage}</Link>
      </Paragraph>
    </EmailLayout>
  );
}

/** The edition's list as List-Id names it (RFC 2919): its label and an identifier on the sender's domain. */
function listId(mailFrom: string): string {
  const label = newsletter.form.lists.options.find((option) => option.value === editionList)?.label ?? editionList;
  return `"${headerText(label).replace(/["\\]/g, "")}" <${editionList}.${senderDomain(mailFrom)}>`;
}

/**
 * One recipient's copy of an edition: each article's cover, title, summary, authors and link, a visible
 * unsubscribe link, and the headers mailbox providers ask of bulk mail: List-Id naming the list,
 * List-Unsubscribe with the signed https address (which names the list: its one-click POST leaves that
 * list only) and a mailto, and List-Unsubscribe-Post for the one-click POST (RFC 8058).
 */
export function composeEdition(
  { number, articles }: { number: number; articles: EditionArticle[] },
  recipient: EditionRecipient,
  { mailFrom, replyTo, unsubscribeMailbox }: EditionSender,
): EditionMessage {
  const text = [
    copy.intro,
    "",
    ...articles.flatMap((article) => [
      article.title,
      article.summary,
      `${copy.by} ${article.authors.join(", ")}`,
      `${copy.read}: ${article.url}`,
      "",
    ]),
    `${copy.unsubscribe} / ${copy.manage}: ${recipient.preferencesUrl}`,
    "",
    copy.why,
  ].join("\n");
  const mailto = `mailto:${unsubscribeMailbox}?subject=unsubscribe`;
  return {
    from: mailFrom,
    to: recipient.email,
    replyTo,
    subject: headerText(copy.subject),
    text,
    html: renderEmail(<EditionEmail articles={articles} preferencesUrl={recipient.preferencesUrl} />),
    // The same on every retry of this copy, so a receiving server can drop a duplicate.
    messageId: `<edition-${number}.${recipient.subscriberId}@${senderDomain(mailFrom)}>`,
    headers: {
      // Prepared: nodemailer would otherwise encode the quoted name as MIME words, which List-Id does not take.
      "List-Id": { prepared: true, value: listId(mailFrom) },
      "List-Unsubscribe": `<${recipient.preferencesUrl}>, <${mailto}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
