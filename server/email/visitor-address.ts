const plainAddress = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+\.[^\s@,;:<>()[\]"\\]+$/;

/**
 * The visitor's address when it is exactly one plain address, as the schema accepts; otherwise
 * nothing: the department e-mail then has no Reply-To, and no confirmation is queued or sent.
 */
export function visitorAddress(fields: Record<string, string>): string | undefined {
  const address = fields.email?.trim() ?? "";
  return plainAddress.test(address) ? address : undefined;
}
