/** The site's tagline: the footer, the white paper's title page, the social images and the web manifest all read it. */
export const tagline = "Validated Intelligence, Ethically Delivered. For a Regenerative Future.";
