import { expect, type Locator } from "@playwright/test";
import { checkFormToken, issueFormToken } from "~/forms/fill-time-token.server";
import { minimumFillMilliseconds, tokenFieldName } from "~/forms/form-protocol";
import type { FormName } from "~/forms/submission-service";
import { formTokenSecret } from "./production-server";

/**
 * A form the server answers without JavaScript carries a fresh fill-time token
 * (docs/decisions/005-form-spam-checks.md). Checks that the token in `form` is genuine, was issued
 * since `askedAt` (when the post that brought it was sent), and that the server's own check refuses
 * it until the minimum fill time has passed and accepts it from then on; then puts in its place a
 * token issued that long ago, so that the test need not wait it out. The servers under test sign
 * with the tests' secret (`formTokenSecret`).
 */
export async function ageFillTimeToken(form: Locator, formName: FormName, askedAt: number) {
  const field = form.locator(`input[name="${tokenFieldName}"]`);
  const token = await field.inputValue();
  const issuedAt = Number.parseInt(token.split(".")[0], 36);
  expect(issuedAt, "issued for this answer").toBeGreaterThanOrEqual(askedAt - 1);
  expect(issuedAt, "issued for this answer").toBeLessThanOrEqual(Date.now());
  const at = (age: number) => checkFormToken(token, formName, formTokenSecret, issuedAt + age);
  expect(at(minimumFillMilliseconds - 1), "refused before the minimum fill time").toEqual({
    ok: false,
    reason: "too-fast",
  });
  expect(at(minimumFillMilliseconds), "accepted from the minimum fill time on").toEqual({ ok: true });
  const aged = issueFormToken(formName, formTokenSecret, Date.now() - minimumFillMilliseconds);
  await field.evaluate((input: HTMLInputElement, value) => (input.value = value), aged);
}
