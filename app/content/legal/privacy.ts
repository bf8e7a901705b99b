import { site } from "~/config/site";
import { pathTo } from "~/lib/site-routes";
import { email, link, list, paragraph, subheading, type LegalDocumentContent } from "./types";

const { productName: product, corporationName: corporation, consortiumName: consortium, emails, origin } = site;
const siteHost = new URL(origin).host;

/** How long form submissions are kept before automatic deletion: the same setting the server purges by. */
export const submissionRetentionDays = site.submissionRetentionDays;

export const privacyPolicy: LegalDocumentContent = {
  lastUpdated: "Last updated May 2025",
  summary: [
    [
      `This policy explains what information the ${product} website at ${siteHost} collects, why, who sees it, how long it is kept and the choices you have. In short: we collect only what you choose to send us through our forms, plus the minimum technical data needed to keep those forms safe from abuse. We use no analytics, no advertising cookies and no third-party trackers, and we never sell your information.`,
    ],
  ],
  sections: [
    {
      id: "who-we-are",
      title: "Who we are",
      blocks: [
        paragraph(
          `This website is operated by ${corporation}, the company that builds the ${product} platform. ${corporation} is the controller of the information you send through this website, which means it decides how that information is used and is responsible for protecting it.`,
        ),
        paragraph(
          `${consortium} is an independent non-profit organisation (501(c)(3)) that acts as data steward for the ${product} ecosystem. When you contact us about consortium partnerships, data contribution or research collaboration, your message is handled by ${consortium}, which is then the controller of the information in it and follows this same policy for it.`,
        ),
        paragraph(
          `This policy covers this website only. Data contributed to ${consortium} through its programmes, and the ${product} platform used by subscribers, are governed by their own agreements and consent terms, which are given to participants before any data is shared.`,
        ),
      ],
    },
    {
      id: "information-you-give-us",
      title: "Information you give us",
      blocks: [
        paragraph(
          "We collect personal information only when you choose to send it through one of the three forms on this website. Each form asks only for what we need to answer you:",
        ),
        list(
          [
            link("Contact form", pathTo("contact", "contact-form")),
            ": your name, e-mail address, the type of enquiry you choose and your message.",
          ],
          [
            link("Company contact form", pathTo("company", "company-contact")),
            ": your name, e-mail address and message.",
          ],
          [
            link("Demo request form", pathTo("schedule-demo", "schedule-demo-form")),
            ": your name, organisation, role, e-mail address and, if you choose to give them, your phone number, preferred date and time for the demo, and a message.",
          ],
        ),
        paragraph(
          "Please do not include sensitive information, such as health, financial account or government identification details, in your messages. We do not need it to answer you.",
        ),
        paragraph(
          "Browsing the website does not require you to give us any personal information, and nothing you type into a form is sent to us until you submit it.",
        ),
      ],
    },
    {
      id: "technical-information",
      title: "Technical information",
      blocks: [
        paragraph("To keep the website and its forms secure, we process a small amount of technical information:"),
        list(
          "Network address for rate limiting: when you submit a form, your device's IP address is used to limit how many submissions can come from one place each minute. It is kept only in the server's memory, forgotten after a few minutes without submissions, and never stored with your submission.",
          "A spam-protection token: when you start filling in a form, your browser receives a short-lived, signed token that records when the form was opened, which helps us tell a person from an automated script. It contains nothing about you, is used for nothing else and expires within 24 hours.",
          "Server logs: our servers and hosting provider may keep brief technical records, such as the time of a request, the page requested and any error, to detect attacks and fix faults. These logs are kept for a short period for security purposes and then deleted.",
        ),
        subheading("What we do not do"),
        list(
          "We do not use analytics services, advertising or tracking cookies, tracking pixels or fingerprinting.",
          "We do not embed social media widgets, third-party fonts or other content that would let another company see your visit: our fonts and all page assets are served from our own servers.",
          "We do not build profiles of visitors or make automated decisions about you.",
        ),
      ],
    },
    {
      id: "how-we-use-information",
      title: "How we use your information",
      blocks: [
        paragraph("We use the information you send us to:"),
        list(
          "answer your question or message, and route it to the team best placed to help;",
          "arrange and prepare a demo you have requested, including confirming a time with you;",
          "continue a conversation you have started, such as a partnership, research or investment discussion;",
          "protect the website and its forms against spam, abuse and attacks;",
          "meet our legal obligations, and establish or defend legal claims where necessary.",
        ),
        paragraph(
          "We will not add you to a mailing list or send you marketing messages because you used a form. If we would like to keep you informed, we will ask first, and you can say no.",
        ),
        subheading("Legal bases"),
        paragraph(
          "Where data protection laws such as the EU and UK General Data Protection Regulation apply, we rely on the following legal bases: taking steps at your request before a possible agreement (for demo requests and business enquiries); our legitimate interest in answering the messages people send us and in keeping our website secure; and compliance with legal obligations. Where we rely on legitimate interests, we have balanced them against your rights, and you can object at any time.",
        ),
      ],
    },
    {
      id: "who-sees-it",
      title: "Who sees your information",
      blocks: [
        paragraph(
          "When you submit a form, your submission is stored securely and delivered to our team by e-mail and/or a secure, signed webhook to our internal systems. It is seen only by the staff who answer enquiries of that type, for example our demo team for demo requests or our investor relations team for investment enquiries.",
        ),
        paragraph("We share your information outside our organisations only in these cases:"),
        list(
          "Service providers that host this website and deliver our e-mail, acting only on our instructions and under contracts that require them to protect your information.",
          `Between ${corporation} and ${consortium}, only to pass your message to the organisation that handles its subject.`,
          "Where the law requires it, or where it is necessary to protect the rights, safety or property of our visitors, our staff or the public.",
          "If our organisation is reorganised or acquired, in which case this policy continues to protect the information.",
        ),
        paragraph(
          "We never sell your personal information, and we never share it for cross-context behavioural advertising.",
        ),
      ],
    },
    {
      id: "how-long-we-keep-it",
      title: "How long we keep it",
      blocks: [
        paragraph(
          `Form submissions are kept for ${submissionRetentionDays} days and then deleted automatically. ${submissionRetentionDays} days is the configured retention period of our submission store: it gives us time to answer you, follow up and deal with any question about our exchange, and no longer.`,
        ),
        paragraph(
          "If your message leads to an ongoing relationship, such as a pilot, partnership or investment discussion, our later correspondence with you is kept for as long as that relationship needs and as the law requires, and then deleted.",
        ),
        paragraph(
          "Network addresses used for rate limiting are forgotten within minutes, spam-protection tokens expire within 24 hours, and server logs are kept only briefly for security.",
        ),
      ],
    },
    {
      id: "security",
      title: "How we protect it",
      blocks: [
        paragraph(
          "The website is served only over encrypted connections (HTTPS). Submissions are stored in access-controlled systems, delivered by webhook only with a cryptographic signature that our systems verify, and made available only to the staff who need them. No method of transmission or storage is perfectly secure, but we review our safeguards regularly and will tell you and the relevant authorities about a breach where the law requires it.",
        ),
        paragraph(
          "Our service providers may process information in the United States and in other countries. Where information about people in the European Economic Area, the United Kingdom or Switzerland is transferred elsewhere, we use recognised safeguards such as standard contractual clauses.",
        ),
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      blocks: [
        paragraph(
          "Wherever you live, you can ask us about the information we hold about you. Depending on the laws that apply to you, including the GDPR in Europe and the California Consumer Privacy Act (CCPA) in the United States, you have the right to:",
        ),
        list(
          "access: ask for a copy of the personal information we hold about you and how we use it;",
          "correction: ask us to correct information that is inaccurate or incomplete;",
          "deletion: ask us to delete your information before the end of its retention period;",
          "objection and restriction: object to our use of your information, or ask us to limit it;",
          "portability: receive the information you gave us in a structured, commonly used format;",
          "non-discrimination: exercising any of these rights will never affect how we treat you.",
        ),
        subheading("How to exercise them"),
        paragraph(
          "Write to ",
          email(emails.info),
          " and tell us which right you wish to exercise. We may ask you to confirm that the request comes from you, usually by replying from the e-mail address you used in your submission. We answer within one month, or sooner where the law requires; if a request is complex we will tell you if we need more time, and why.",
        ),
        paragraph(
          "If you are not satisfied with our answer, you also have the right to complain to the data protection authority where you live or work.",
        ),
      ],
    },
    {
      id: "children",
      title: "Children",
      blocks: [
        paragraph(
          "This website is intended for adults and organisations. It is not directed to children, and we do not knowingly collect personal information from anyone under 16. If you believe a child has sent us information, please contact us and we will delete it.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        paragraph(
          "We will update this policy when our website or our practices change. The date at the top of the page shows when it was last revised. If we make a change that affects how we use information we already hold, we will explain it clearly on this page before the change takes effect.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      blocks: [
        paragraph(
          "For any question about this policy or about your information, write to ",
          email(emails.info),
          `. Questions about consortium partnerships, data contribution or research can also go directly to ${consortium} at `,
          email(emails.partnerships),
          ". You can find all the ways to reach us on our ",
          link("contact page", pathTo("contact")),
          ".",
        ),
      ],
    },
  ],
};
