/**
 * Lengths a real visitor never reaches but a robot does. The schemas enforce
 * them and the inputs carry them as `maxLength`, so browser and server agree.
 */
export const fieldLimits = {
  name: 200,
  email: 254,
  organization: 200,
  role: 200,
  phone: 40,
  message: 5_000,
} as const;

/** The company contact form's message has at least 10 characters (docs/product.md#company-contact-form). */
export const companyMessageMinLength = 10;
