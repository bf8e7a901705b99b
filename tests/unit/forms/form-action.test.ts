import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { createFormAction, formActionHeaders } from "~/forms/form-action.server";
import { bodyMessages } from "~/forms/read-form-body.server";
import {
  type FormReply,
  honeypotFieldName,
  intentFieldName,
  tokenFieldName,
  tokenHeaderName,
} from "~/forms/form-protocol";
import { issueFormToken } from "~/forms/fill-time-token.server";
import {
  type FormName,
  type RateLimitDecision,
  type SubmissionInput,
  SubmissionStorageUnavailable,
} from "~/forms/submission-service";

/** In-memory stand-ins for the server's services: this file tests the action, not the storage. */
class FakeSubmissions {
  stored: SubmissionInput[] = [];
  failure: Error | null = null;
  async submit(input: SubmissionInput) {
    if (this.failure) throw this.failure;
    this.stored.push(input);
    return { id: String(this.stored.length), createdAt: new Date() };
  }
}

class FakeRateLimiter {
  decision: RateLimitDecision = { allowed: true };
  keys: string[] = [];
  async consume(clientKey: string) {
    this.keys.push(clientKey);
    return this.decision;
  }
}

const secret = "a-test-secret-of-enough-length";
const now = new Date("2030-06-15T12:00:00Z");
const oldEnough = now.getTime() - 10_000;

let submissions: FakeSubmissions;
let rateLimiter: FakeRateLimiter;
let logged: string[];

beforeEach(() => {
  submissions = new FakeSubmissions();
  rateLimiter = new FakeRateLimiter();
  logged = [];
});

function context(): AppLoadContext {
  return { submissions, rateLimiter, clientKey: "203.0.113.7", formTokenSecret: secret };
}

function urlEncoded(fields: Record<string, string>) {
  return new Request("http://localhost/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

type Answer = { data: FormReply; init: ResponseInit | null };

async function run(form: FormName, request: Request, loadContext: AppLoadContext | undefined = context()) {
  const action = createFormAction(form, { now: () => now, log: (message) => logged.push(message) });
  const answer = (await action({
    request,
    context: loadContext,
    params: {},
  } as ActionFunctionArgs)) as unknown as Answer;
  return { status: answer.init?.status ?? 200, headers: new Headers(answer.init?.headers), reply: answer.data };
}

const validContact = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  inquiryType: "investors",
  message: `<img src=x onerror=alert(1)> '; DROP TABLE submissions; --`,
};

const withToken = (fields: Record<string, string>, form: FormName = "contact", issuedAt = oldEnough) => ({
  ...fields,
  [tokenFieldName]: issueFormToken(form, secret, issuedAt),
});

describe("form action pipeline", () => {
  it("stores a valid submission verbatim and answers success with a fresh token", async () => {
    const { status, reply, headers } = await run(
      "contact",
      urlEncoded(withToken({ ...validContact, [honeypotFieldName]: "" })),
    );
    expect(status).toBe(200);
    expect(reply).toMatchObject({ form: "contact", outcome: "sent" });
    expect(reply.result?.reset).toBe(true);
    expect(reply.token).toMatch(/\./);
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(submissions.stored).toEqual([
      { form: "contact", fields: validContact, context: {}, postKey: expect.stringMatching(/^[\w-]{43}$/) },
    ]);
    expect(rateLimiter.keys).toEqual(["203.0.113.7"]);
  });

  it("keys a post by its token and its fields: sent again, the same key; with another token or other words, another", async () => {
    const posted = withToken({ ...validContact, [honeypotFieldName]: "" });
    const later = withToken({ ...validContact, [honeypotFieldName]: "" }, "contact", oldEnough + 1);
    for (const fields of [posted, posted, later, { ...posted, message: `${validContact.message}!` }]) {
      expect((await run("contact", urlEncoded(fields))).status).toBe(200);
    }
    const [first, again, anotherToken, otherWords] = submissions.stored.map((input) => input.postKey);
    expect(again).toBe(first);
    expect(new Set([first, anotherToken, otherWords]).size).toBe(3);
  });

  it("hands out a signed token on request, in the body and a header, without counting a submission", async () => {
    const { status, reply, headers } = await run("contact", urlEncoded({ [intentFieldName]: "token" }));
    expect(status).toBe(200);
    expect(reply.outcome).toBe("token");
    expect(headers.get(tokenHeaderName)).toBe(reply.token);
    expect(rateLimiter.keys).toEqual([]);
    expect(submissions.stored).toEqual([]);
  });

  it("answers 422 with field messages and the posted values, storing nothing", async () => {
    const { status, reply } = await run(
      "contact",
      urlEncoded(withToken({ ...validContact, inquiryType: "unknown", name: "n".repeat(201) })),
    );
    expect(status).toBe(422);
    expect(reply.outcome).toBe("invalid");
    expect(reply.message).toBe("Please correct the 2 highlighted fields.");
    expect(reply.result?.error?.fieldErrors).toEqual({
      name: ["Please shorten your name to 200 characters or fewer."],
      inquiryType: ["Please choose one of the listed inquiry types."],
    });
    expect(reply.result?.submission.payload).toMatchObject({
      email: validContact.email,
      message: validContact.message,
    });
    expect(reply.token).toBeTruthy();
    expect(submissions.stored).toEqual([]);
  });

  it("refuses the demo request with a past date or without a role", async () => {
    const demo = {
      name: "Ada",
      organization: "Engines",
      role: "",
      email: "ada@example.com",
      preferredDate: "2030-06-13",
    };
    const { status, reply } = await run("demo-request", urlEncoded(withToken(demo, "demo-request")));
    expect(status).toBe(422);
    expect(reply.result?.error?.fieldErrors).toEqual({
      role: ["Please choose your role."],
      preferredDate: ["Please choose today or a later date."],
    });
    expect(submissions.stored).toEqual([]);
  });

  it("accepts yesterday's date in UTC while it is still today somewhere on Earth", async () => {
    const lateMorning = new Date("2030-06-15T11:00:00Z");
    const action = createFormAction("demo-request", { now: () => lateMorning, log: () => undefined });
    const demo = {
      name: "Ada",
      organization: "Engines",
      role: "ceo",
      email: "ada@example.com",
      preferredDate: "2030-06-14",
    };
    const request = urlEncoded(withToken(demo, "demo-request", lateMorning.getTime() - 10_000));
    const answer = (await action({
      request,
      context: context(),
      params: {},
    } as ActionFunctionArgs)) as unknown as Answer;
    expect(answer.data.outcome).toBe("sent");
    expect(submissions.stored).toHaveLength(1);
  });

  it("asks to confirm, values kept, when the fill-time token is missing, too young, forged or expired", async () => {
    const tokens = {
      missing: "",
      young: issueFormToken("contact", secret, now.getTime() - 500),
      forged: issueFormToken("contact", "someone-elses-secret-value", oldEnough),
      expired: issueFormToken("contact", secret, now.getTime() - 25 * 60 * 60 * 1_000),
    };
    for (const token of Object.values(tokens)) {
      const { status, reply } = await run("contact", urlEncoded({ ...validContact, [tokenFieldName]: token }));
      expect(status).toBe(422);
      expect(reply.outcome).toBe("confirm");
      expect(reply.message).toContain('press "Send Message" once more');
      expect(reply.result?.reset).toBe(false);
      expect(reply.result?.submission.payload).toMatchObject(validContact);
      expect(reply.token).toBeTruthy();
    }
    expect(submissions.stored).toEqual([]);
  });

  it("confirms with the token it handed out once the minimum time has passed", async () => {
    const first = await run("contact", urlEncoded(validContact));
    const token = first.reply.token ?? "";
    const later = createFormAction("contact", { now: () => new Date(now.getTime() + 2_500), log: () => undefined });
    const request = urlEncoded({ ...validContact, [tokenFieldName]: token });
    const answer = (await later({
      request,
      context: context(),
      params: {},
    } as ActionFunctionArgs)) as unknown as Answer;
    expect(answer.data.outcome).toBe("sent");
    expect(submissions.stored).toHaveLength(1);
  });

  it("refuses a filled honeypot with 422 and a way out, storing nothing", async () => {
    const { status, reply } = await run(
      "contact",
      urlEncoded(withToken({ ...validContact, [honeypotFieldName]: "https://spam.example" })),
    );
    expect(status).toBe(422);
    expect(reply.outcome).toBe("refused");
    expect(reply.message).toContain(site.emails.info);
    expect(submissions.stored).toEqual([]);
    expect(logged.join("\n")).toContain("honeypot");
  });

  it("answers 429 with Retry-After when the client is over its rate, storing nothing", async () => {
    rateLimiter.decision = { allowed: false, retryAfterSeconds: 41.2 };
    const { status, reply, headers } = await run("contact", urlEncoded(withToken(validContact)));
    expect(status).toBe(429);
    expect(headers.get("Retry-After")).toBe("42");
    expect(reply.message).toBe("Too many submissions from your connection. Please wait 42 seconds and try again.");
    expect(reply.result?.submission.payload).toMatchObject(validContact);
    expect(submissions.stored).toEqual([]);
  });

  it("answers 503 naming the department's address when storage is unavailable", async () => {
    submissions.failure = new SubmissionStorageUnavailable("database down");
    const { status, reply } = await run("contact", urlEncoded(withToken(validContact)));
    expect(status).toBe(503);
    expect(reply.message).toBe(
      `We could not save your message, please try again or write to ${site.emails.investors}.`,
    );
    expect(reply.result?.submission.payload).toMatchObject(validContact);

    const demo = { name: "Ada", organization: "Engines", role: "ceo", email: "ada@example.com" };
    const demoAnswer = await run("demo-request", urlEncoded(withToken(demo, "demo-request")));
    expect(demoAnswer.reply.message).toContain(site.emails.sales);
  });

  it("answers 503, never 500, when the server provided no services or something unexpected fails", async () => {
    const missing = await run("contact", urlEncoded(withToken(validContact)), {});
    expect(missing.status).toBe(503);
    expect(missing.reply.message).toBe(
      `We could not save your message, please try again or write to ${site.emails.info}.`,
    );

    submissions.failure = new TypeError("a bug");
    const failed = await run("contact", urlEncoded(withToken(validContact)));
    expect(failed.status).toBe(503);
    expect(JSON.stringify(failed.reply)).not.toContain("a bug");
    expect(logged.join("\n")).toContain("a bug");
  });

  it("passes the body reader's refusals through: 415, 413, 400", async () => {
    const json = new Request("http://localhost/contact", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect((await run("contact", json)).status).toBe(415);
    const large = urlEncoded({ ...validContact, message: "m".repeat(40_000) });
    expect((await run("contact", large)).status).toBe(413);
    const invalid = new Request("http://localhost/contact", {
      method: "POST",
      body: "name=%FF",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect((await run("contact", invalid)).status).toBe(400);
    expect(submissions.stored).toEqual([]);
    expect(rateLimiter.keys).toEqual([]);
  });

  it("accepts a 5,000-character message in a non-Latin script posted as multipart", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(withToken({ ...validContact, message: "山".repeat(5_000) })))
      form.append(name, value);
    const encoded = new Response(form);
    const request = new Request("http://localhost/contact", {
      method: "POST",
      body: await encoded.arrayBuffer(),
      headers: { "Content-Type": encoded.headers.get("content-type") ?? "" },
    });
    const { status } = await run("contact", request);
    expect(status).toBe(200);
    expect(submissions.stored[0]?.fields.message).toHaveLength(5_000);
  });
});

describe("form action answers in detail", () => {
  it("marks every refusal as refused with its message, and keeps the values when storage is down", async () => {
    const json = new Request("http://localhost/contact", { method: "POST", body: "{}" });
    expect((await run("contact", json)).reply).toEqual({
      form: "contact",
      outcome: "refused",
      message: bodyMessages.unsupportedType,
    });
    rateLimiter.decision = { allowed: false, retryAfterSeconds: 5 };
    expect((await run("contact", urlEncoded(withToken(validContact)))).reply.outcome).toBe("refused");
    rateLimiter.decision = { allowed: true };
    submissions.failure = new SubmissionStorageUnavailable("database down");
    const { reply } = await run("contact", urlEncoded(withToken(validContact)));
    expect(reply).toMatchObject({ outcome: "refused", result: { reset: false } });
  });

  it("logs why an action failed: the missing services, or the unexpected error with its stack", async () => {
    const missing = await run("contact", urlEncoded(withToken(validContact)), {});
    expect(missing.reply).toMatchObject({ outcome: "refused" });
    expect(logged).toEqual(["the server did not provide the form services to this action"]);
    logged.length = 0;
    submissions.failure = new TypeError("a bug");
    const failed = await run("contact", urlEncoded(withToken(validContact)));
    expect(failed.reply).toMatchObject({ outcome: "refused" });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^The contact action failed: TypeError: a bug\n\s+at /);
  });

  it("lets only Retry-After, Cache-Control and the token header of an action's answer reach the browser", () => {
    const actionHeaders = new Headers({
      "Retry-After": "42",
      "Cache-Control": "no-store",
      [tokenHeaderName]: "abc.def",
      "Set-Cookie": "session=1",
    });
    const headers = formActionHeaders({ actionHeaders } as Parameters<typeof formActionHeaders>[0]) as Headers;
    expect([...headers.entries()]).toEqual([
      ["cache-control", "no-store"],
      ["retry-after", "42"],
      [tokenHeaderName.toLowerCase(), "abc.def"],
    ]);
    const onlyNoStore = new Headers({ "Cache-Control": "no-store" });
    const passed = formActionHeaders({ actionHeaders: onlyNoStore } as Parameters<
      typeof formActionHeaders
    >[0]) as Headers;
    expect([...passed.entries()]).toEqual([["cache-control", "no-store"]]);
  });
});
