import { z } from "zod";
import { action, banner, feature, formIntro, privacyPointer, sectionIntro, story } from "../schema/blocks.ts";
import { departmentAddress, group, icon, list, longText, text } from "../schema/fields.ts";

const department = group(
  {
    title: text("Department"),
    text: longText("What to write about"),
    email: departmentAddress("Address"),
    icon: icon(),
  },
  "Department",
);

export type Department = z.output<typeof department>;

/** /company: the copy of the page, in content/pages/company.yaml; the team shown is the team page's. */
export const companyPage = z.strictObject({
  banner,
  mission: story,
  missionStatement: longText("Mission statement", { description: "Set large beside the mission's heading." }),
  beliefsSection: sectionIntro,
  beliefs: list(feature, "Beliefs", { min: 1, itemLabel: "title" }),
  organisationsSection: sectionIntro,
  organisations: list(feature, "Organisations", { min: 1, itemLabel: "title" }),
  teamSection: sectionIntro,
  teamLink: action,
  departmentsSection: sectionIntro,
  departments: list(department, "Departments", { min: 1, itemLabel: "title" }),
  formSection: formIntro,
  formPrivacy: privacyPointer,
});
