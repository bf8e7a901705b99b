import { createHash } from "node:crypto";
import type { FormName } from "./submission-service";

/**
 * What makes two posts of a form the same post: the form, the fill-time token it carried (a new one
 * with every answer, ./fill-time-token.server.ts) and its validated fields. A post sent again with
 * all three (nginx retrying it on the other server after the first one began it, ops/nginx/site.conf;
 * a second click) has the same key, and is stored once; the same words sent again after an answer
 * carry another token, and are a new submission.
 */
export function postKeyOf(form: FormName, token: string, fields: Record<string, string>): string {
  return createHash("sha256")
    .update(JSON.stringify([form, token, fields]))
    .digest("base64url");
}
