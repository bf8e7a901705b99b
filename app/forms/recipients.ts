import type { SiteConfig } from "~/config/site";
import type { FormName } from "./submission-service";

type Department = keyof SiteConfig["emails"];

/** Contact form 1's inquiry types, each answered by the department that owns the subject. */
const inquiryDepartments: Record<string, Department> = {
  platform: "sales",
  investors: "investors",
  consortium: "partnerships",
  data: "partnerships",
  research: "partnerships",
  general: "info",
};

/** The department that answers a submission; unknown inquiry types go to the general address. */
function departmentFor(form: FormName, fields: Record<string, string>): Department {
  switch (form) {
    case "demo-request":
      return "sales";
    case "contact": {
      const inquiryType = fields.inquiryType ?? "";
      return Object.hasOwn(inquiryDepartments, inquiryType) ? inquiryDepartments[inquiryType] : "info";
    }
    case "company-contact":
      return "info";
  }
}

/** The configured address that a submission is e-mailed to. */
export function recipientFor(form: FormName, fields: Record<string, string>, emails: SiteConfig["emails"]): string {
  return emails[departmentFor(form, fields)];
}
