import { newsletterArchivePaths } from "../../../app/newsletter/archive-contract";
import { randomUUID } from "node:crypto";
import { Img, Link } from "@react-email/components";
import newsletter from "~content/forms/newsletter";
import { editionList, type NewsletterList } from "../../../app/newsletter/newsletter-lists";
import { EmailLayout, Paragraph, renderEmail, Subheading } from "../../email/email-layout";
import { headerText, type MailMessage, senderDomain } from "../../email/submission-entries";
import { editionCoverWidth, type EditionArticle } from "../edition-articles";
import type { EditionWords } from "../editions";
import { type Introduction, introductionText, parseIntroduction } from "../introduction";
import { IntroductionParagraphs, TextLink } from "./email-parts";

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
  /** SITE_ORIGIN: the edition's page in the archive, and the introduction's links to the site's pages. */
  origin: string;
};

type EditionMessage = MailMessage & { headers: Record<string, string | { prepared: true; value: string }> };

function EditionEmail({
  heading,
  introduction,
  articles,
  preferencesUrl,
  archiveUrl,
  why,
}: {
  heading: string;
  introduction?: Introduction;
  articles: EditionArticle[];
  preferencesUrl: string;
  /** Absent in a test copy: the edition's page exists once it is sent. */
  archiveUrl?: string;
  why: string;
}) {
  return (
    <EmailLayout preview={articles.map((article) => article.title).join(" · ")} heading={heading} notes={[why]}>
      {introduction ? <IntroductionParagraphs introduction={introduction} /> : <Paragraph>{copy.intro}</Paragraph>}
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
        {archiveUrl ? (
          <>
            {" · "}
            <Link href={archiveUrl}>{copy.viewInBrowser}</Link>
          </>
        ) : null}
      </Paragraph>
    </EmailLayout>
  );
}

/** The edition's list as List-Id names it (RFC 2919): its label and an identifier on the sender's domain. */
function listId(list: NewsletterList, mailFrom: string): string {
  const label = newsletter.form.lists.options.find((option) => option.value === list)?.label ?? list;
  return `"${headerText(label).replace(/["\\]/g, "")}" <${list}.${senderDomain(mailFrom)}>`;
}

/**
 * One recipient's copy of an edition: each article's cover, title, summary, authors and link, a visible
 * unsubscribe link, and the headers mailbox providers ask of bulk mail: List-Id naming the list,
 * List-Unsubscribe with the signed https address (which names the list: its one-click POST leaves that
 * list only) and a mailto, and List-Unsubscribe-Post for the one-click POST (RFC 8058).
 */
export function composeEdition(
  {
    number,
    articles,
    subject,
    introduction,
    list = editionList,
  }: { number: number; articles: EditionArticle[]; list?: NewsletterList } & EditionWords,
  recipient: EditionRecipient,
  { mailFrom, replyTo, unsubscribeMailbox, origin }: EditionSender,
  { test = false }: { test?: boolean } = {},
): EditionMessage {
  const heading = subject || copy.subject;
  const paragraphs = introduction ? parseIntroduction(introduction, origin).introduction : undefined;
  // A test copy goes out before the edition has a page in the archive: it links to none (no 404).
  const archiveUrl = test ? undefined : new URL(newsletterArchivePaths.edition(number), origin).href;
  const why = list === editionList ? copy.why : copy.whyConsortium;
  const text = [
    paragraphs ? introductionText(paragraphs) : copy.intro,
    "",
    ...articles.flatMap((article) => [
      article.title,
      article.summary,
      `${copy.by} ${article.authors.join(", ")}`,
      `${copy.read}: ${article.url}`,
      "",
    ]),
    `${copy.unsubscribe} / ${copy.manage}: ${recipient.preferencesUrl}`,
    ...(archiveUrl ? [`${copy.viewInBrowser}: ${archiveUrl}`] : []),
    "",
    why,
  ].join("\n");
  const mailto = `mailto:${unsubscribeMailbox}?subject=unsubscribe`;
  return {
    from: mailFrom,
    to: recipient.email,
    replyTo,
    // A test copy says so before anything else, and is its own message.
    subject: headerText(test ? `[Test] ${heading}` : heading),
    text,
    html: renderEmail(
      <EditionEmail
        heading={heading}
        introduction={paragraphs}
        articles={articles}
        preferencesUrl={recipient.preferencesUrl}
        archiveUrl={archiveUrl}
        why={why}
      />,
    ),
    // The same on every retry of this copy, so a receiving server can drop a duplicate.
    messageId: `<edition-${number}${test ? `-test-${randomUUID()}` : ""}.${recipient.subscriberId}@${senderDomain(mailFrom)}>`,
    headers: {
      // Prepared: nodemailer would otherwise encode the quoted name as MIME words, which List-Id does not take.
      "List-Id": { prepared: true, value: listId(list, mailFrom) },
      "List-Unsubscribe": `<${recipient.preferencesUrl}>, <${mailto}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
