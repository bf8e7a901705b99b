/**
 * The words of the two e-mails each stored submission sends (server/email/): one to the
 * department that answers it, one to the visitor who sent it. Plain data, so that it can
 * move to a content file: its `%placeholders%` are filled in (./placeholders.ts) from the site
 * configuration and the submission when an e-mail is composed.
 */
export const emailCopy = {
  formTitles: {
    contact: "Contact form",
    "company-contact": "Company page contact form",
    "demo-request": "Demo request",
  },
  /** The forms' fields as the e-mails name them; a field missing here is named from its key. */
  fieldLabels: {
    name: "Name",
    email: "Email",
    inquiryType: "Inquiry type",
    organization: "Organization",
    role: "Role/Title",
    phone: "Phone",
    preferredDate: "Preferred date",
    preferredTime: "Preferred time",
    message: "Message",
  } as Record<string, string>,
  /** The lead context (app/forms/lead-context.ts), also the export's labels. */
  leadContextLabels: {
    landingPage: "Landing page",
    sendingPage: "Sent from page",
    referrer: "Referred by",
    utmSource: "utm_source",
    utmMedium: "utm_medium",
    utmCampaign: "utm_campaign",
    utmTerm: "utm_term",
    utmContent: "utm_content",
  },
  department: {
    /** `%sender%`: the name, and the organization when the form asks for one. */
    subject: "%formTitle% from %sender%",
    heading: "%formTitle% on the %productName% website",
    fieldsHeading: "What they sent",
    leadContextHeading: "Where this lead came from",
    noLeadContext: "Nothing recorded (no landing page, sending page, referrer or campaign was known).",
    replyNote: "Reply to this e-mail to answer %name% directly.",
    received: "Received: %received%",
    submissionId: "Submission id: %id%",
  },
  confirmation: {
    subject: {
      contact: "We received your message",
      "company-contact": "We received your message",
      "demo-request": "We received your demo request",
    },
    greeting: "Hello %name%,",
    thanks:
      "Thank you for contacting %productName%. This e-mail confirms that your message reached us, with a copy of what you sent.",
    nextHeading: "What happens next",
    /** `demo-request` is the promise the form itself makes (app/forms/form-copy.ts), filled in where the e-mail is composed. */
    next: {
      contact: "The team that handles your inquiry has your message and will answer you at this address.",
      "company-contact": "Our team has your message and will answer you at this address.",
    },
    addMore: "To add anything, reply to this e-mail: your reply reaches the same team.",
    copyHeading: "What you sent",
    privacyHeading: "Your privacy",
    privacy:
      "We use these details only to answer you, and delete them after %retentionDays% days. Our privacy policy explains how we handle them and what you can ask of us: %privacyUrl%",
    notYou:
      "This e-mail was sent because this address was entered in a form on %siteHost%. If that was not you, please ignore it: an address receives at most one such e-mail a day.",
  },
};
