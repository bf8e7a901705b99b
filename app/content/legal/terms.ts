import { site } from "~/config/site";
import { pathTo } from "~/lib/site-routes";
import { email, link, list, paragraph, type LegalDocumentContent } from "./types";

const { productName: product, corporationName: corporation, consortiumName: consortium, emails, origin } = site;
const siteHost = new URL(origin).host;

export const termsOfService: LegalDocumentContent = {
  lastUpdated: "Last updated May 2025",
  summary: [
    [
      `These terms govern your use of the ${product} website at ${siteHost}. The website is operated by ${corporation} ("the Corporation") together with its affiliated non-profit, ${consortium} ("the Consortium"); "we", "us" and "our" mean both. By using the website you agree to these terms. If you do not agree, please do not use it.`,
    ],
  ],
  sections: [
    {
      id: "use-of-the-site",
      title: "Use of the website",
      blocks: [
        paragraph(
          `The website describes the ${product} platform, the Consortium and their work. You may browse it, read and share its pages, and contact us through it, for any lawful purpose. You agree not to:`,
        ),
        list(
          "use the website in a way that breaks any law or infringes anyone's rights;",
          "try to gain unauthorised access to the website, its servers or any system connected to it, or to test their vulnerability without our written permission;",
          "interfere with the website's operation, for example by overloading it, or by circumventing its rate limits or spam protection;",
          "send automated, bulk or misleading submissions through our forms, or submit information about another person without their permission;",
          "copy large parts of the website by automated means for a commercial database or to train a commercial model, except as search engines ordinarily index public pages.",
        ),
        paragraph(
          "We may change, suspend or withdraw any part of the website at any time, and may restrict access for anyone who breaches these terms.",
        ),
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      blocks: [
        paragraph(
          `The website and its content, including text, graphics, diagrams, visualisations, software and the names ${product}, ${corporation} and ${consortium} and their logos, belong to us or to our licensors and are protected by copyright, trademark and other laws.`,
        ),
        paragraph(
          "You may view and print pages for your own information, and share links to them. You may quote short passages with attribution and a link to the source page. Any other copying, adaptation or commercial use needs our written permission.",
        ),
        paragraph(
          "If you send us ideas or feedback, you allow us to use them to improve our work without obligation to you. Please do not send us anything you consider confidential through the website's forms.",
        ),
      ],
    },
    {
      id: "white-paper",
      title: "The white paper",
      blocks: [
        paragraph(
          "Our ",
          link("white paper", pathTo("white-paper")),
          " on ethical debt and the trust premium is published to inform discussion. You may download it, read it, cite it with attribution and share the unaltered PDF for non-commercial purposes. You may not alter it, remove its notices or present it as your own work.",
        ),
        paragraph(
          "The white paper reflects our research and views at the date of its version. Statistics it quotes from third-party studies are attributed to their sources in its references; we do not guarantee them, and the studies' own terms and limitations apply.",
        ),
      ],
    },
    {
      id: "no-investment-advice",
      title: "No investment advice",
      blocks: [
        paragraph(
          "Nothing on the website is investment, financial, legal, tax or accounting advice, and nothing on it is an offer to sell, or a solicitation of an offer to buy, any security or other investment. Any such offer would be made only through formal offering documents, to eligible investors, in compliance with applicable law.",
        ),
        paragraph(
          "Some content describes our plans, expectations and the results we believe the platform can help organisations achieve. These are forward-looking statements. They are based on current assumptions, involve risks and uncertainties, and actual results may differ materially. We do not undertake to update them.",
        ),
        paragraph(
          "Figures such as sample metric values, example dashboard scores, case-study results and dynamic-pricing outcomes are illustrative. They show how the platform works and what it is designed to measure; they are not guarantees or forecasts of the results any organisation or investor will achieve. Please take independent professional advice before making any decision based on the website.",
        ),
      ],
    },
    {
      id: "information-you-send",
      title: "Information you send us",
      blocks: [
        paragraph(
          "When you use our contact or demo request forms, you confirm that the information you give is accurate and that you are entitled to share it. How we handle it is explained in our ",
          link("Privacy Policy", pathTo("privacy")),
          ". Sending a message or a demo request does not create any contract or obligation for either of us.",
        ),
      ],
    },
    {
      id: "links-to-other-sites",
      title: "Links to other websites",
      blocks: [
        paragraph(
          "The website links to other websites, such as our product website, our investor relations site and our pages on professional and social networks. Those sites are run under their own terms and privacy policies, which we encourage you to read. We are not responsible for their content or practices, and a link does not mean we endorse everything on them.",
        ),
      ],
    },
    {
      id: "disclaimers",
      title: "Disclaimers",
      blocks: [
        paragraph(
          'We work to keep the website accurate, available and secure, but it is provided "as is" and "as available". To the fullest extent the law allows, we make no warranties, express or implied, about the website or its content, including warranties of accuracy, completeness, fitness for a particular purpose, non-infringement, or that it will be uninterrupted or free of errors or harmful components.',
        ),
        paragraph(
          "Descriptions of the platform on the website are general. The features, terms and service levels of the platform for subscribers are set out only in a written agreement with the Corporation.",
        ),
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of liability",
      blocks: [
        paragraph(
          "To the fullest extent the law allows, neither the Corporation nor the Consortium, nor their directors, officers, employees, advisors or agents, will be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or goodwill, arising from your use of, or inability to use, the website or from reliance on its content, even if advised of the possibility of such damages.",
        ),
        paragraph(
          "Our total liability for any claim relating to the website is limited to one hundred US dollars (US$100). Some jurisdictions do not allow certain limitations of liability; in those places our liability is limited to the extent the law permits, and nothing in these terms limits liability that cannot be limited by law.",
        ),
        paragraph(
          "You agree to indemnify us against claims and costs arising from your breach of these terms or your misuse of the website.",
        ),
      ],
    },
    {
      id: "governing-law",
      title: "Governing law",
      blocks: [
        paragraph(
          "These terms and any dispute arising from them or from your use of the website are governed by the laws of the State of Delaware, United States, without regard to its conflict-of-laws rules. The state and federal courts located in Delaware have exclusive jurisdiction, except that we may seek urgent relief in any court of competent jurisdiction. If you are a consumer, you keep the protection of any mandatory laws of the country where you live.",
        ),
        paragraph(
          "If any part of these terms is found unenforceable, the rest remains in effect. Our not enforcing a provision is not a waiver of it.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to these terms",
      blocks: [
        paragraph(
          "We may update these terms from time to time. The date at the top of the page shows when they were last revised, and the version published here is the one that applies. If you continue to use the website after a change, you accept the updated terms.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      blocks: [
        paragraph(
          "Questions about these terms are welcome. Write to ",
          email(emails.info),
          ", or find the right team on our ",
          link("contact page", pathTo("contact")),
          ".",
        ),
      ],
    },
  ],
};
