// @vitest-environment jsdom
import { parseSubmission, report } from "@conform-to/dom/future";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "~/config/site";
import {
  type FormReply,
  type FormSentDetail,
  formSentEventName,
  intentFieldName,
  minimumFillMilliseconds,
  tokenFieldName,
  visitLandingFieldName,
  visitReferrerFieldName,
  visitStorageKey,
} from "~/forms/form-protocol";
import { useFormSubmission } from "~/forms/use-form-submission";
import { formEndpointPath } from "~/route-table";

/**
 * The browser half of a form against a fake JSON endpoint, with fake timers standing
 * in for the minimum fill time: what is posted, when, and what the visitor then sees.
 */

const form = "company-contact";
const fieldNames = ["name", "email", "message"] as const;
const filled = { name: "Grace Hopper", email: "grace@example.com", message: "A message long enough to pass." };

type Posted = { url: string; fields: Record<string, string> };
type PostAnswer = FormReply | "connection lost";

/**
 * Answers as the form's JSON endpoint does: a fresh token when asked for one, and each
 * post with the next answer a test queued ("sent" once the queue is empty). Records every request.
 */
function fakeEndpoint() {
  const requests: Posted[] = [];
  const postAnswers: PostAnswer[] = [];
  let issued = 0;
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const body = init.body as FormData | URLSearchParams;
    const fields: Record<string, string> = {};
    body.forEach((value, name) => (fields[name] = String(value)));
    requests.push({ url, fields });
    if (fields[intentFieldName] === "token") return json({ form, outcome: "token", token: `token-${++issued}` });
    const answer = postAnswers.shift() ?? { form, outcome: "sent" };
    if (answer === "connection lost") throw new TypeError("Failed to fetch");
    return json({ ...answer, token: `token-${++issued}` });
  });
  const posts = () => requests.filter((request) => request.fields[intentFieldName] !== "token");
  const tokenRequests = () => requests.filter((request) => request.fields[intentFieldName] === "token");
  return { fetch, requests, posts, tokenRequests, answerNextPost: (answer: PostAnswer) => postAnswers.push(answer) };
}

function json(reply: FormReply, status = reply.outcome === "sent" || reply.outcome === "token" ? 200 : 422) {
  return new Response(JSON.stringify(reply), { status, headers: { "Content-Type": "application/json" } });
}

/** What the server answers when a field fails a check the browser did not make. */
function invalidReply(fields: Record<string, string>, fieldErrors: Record<string, string[]>): FormReply {
  const submission = parseSubmission(new URLSearchParams(fields));
  return {
    form,
    outcome: "invalid",
    message: "Please correct the highlighted field.",
    result: report(submission, { error: { fieldErrors } }),
  };
}

/** A bare form on the hook: its fields, its messages and its button, nothing else. */
function CompanyMessageForm({ onSent }: { onSent?: () => void }) {
  const { formProps, errors, reply, busy, defaultValue } = useFormSubmission({ form, action: "/company", onSent });
  return (
    <form aria-label="Company message" {...formProps}>
      {fieldNames.map((name) => (
        <div key={name}>
          <label>
            {name}
            <input name={name} defaultValue={defaultValue(name)} aria-invalid={errors[name] ? true : undefined} />
          </label>
          {errors[name]?.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      ))}
      <p role="status">{reply?.outcome === "sent" ? "Sent." : reply?.outcome === "confirm" ? reply.message : null}</p>
      <p role="alert">{reply?.outcome === "refused" ? reply.message : null}</p>
      <button type="submit">{busy ? "Sending..." : "Send"}</button>
    </form>
  );
}

const input = (name: (typeof fieldNames)[number]) => screen.getByRole("textbox", { name }) as HTMLInputElement;

/** Lets pending promises (the endpoint's answers, the validator's import) settle without moving the clock. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
/** Moves the fake clock on, running what falls due on the way. */
const wait = (milliseconds: number) => act(() => vi.advanceTimersByTimeAsync(milliseconds));

function fillIn(values: Partial<Record<(typeof fieldNames)[number], string>> = filled) {
  for (const [name, value] of Object.entries(values))
    fireEvent.change(input(name as keyof typeof values), { target: { value } });
}

async function firstInteraction() {
  fireEvent.focus(input("name"));
  await settle();
}

async function submit() {
  fireEvent.submit(screen.getByRole("form", { name: "Company message" }));
  await settle();
}

let endpoint: ReturnType<typeof fakeEndpoint>;

beforeAll(async () => {
  // The hook imports the schema on first use; loaded here once, its import settles without the clock.
  await import("~/forms/validate-form");
});

beforeEach(() => {
  vi.useFakeTimers();
  endpoint = fakeEndpoint();
  vi.stubGlobal("fetch", endpoint.fetch);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("useFormSubmission", () => {
  it("asks the form's endpoint for a fill-time token on the first interaction, and only once", async () => {
    render(<CompanyMessageForm />);
    expect(endpoint.fetch).not.toHaveBeenCalled();

    await firstInteraction();
    fireEvent.pointerDown(input("email"));
    await settle();

    expect(endpoint.requests).toEqual([{ url: formEndpointPath(form), fields: { [intentFieldName]: "token" } }]);
  });

  it("holds a post sent within the minimum fill time until the token is old enough", async () => {
    render(<CompanyMessageForm />);
    await firstInteraction();
    const tokenReceivedAt = performance.now();
    fillIn();
    await wait(500);

    await submit();
    expect(screen.getByRole("button")).toHaveTextContent("Sending...");
    await wait(tokenReceivedAt + minimumFillMilliseconds - performance.now() - 1);
    expect(endpoint.posts()).toEqual([]);

    await wait(1);
    expect(endpoint.posts()).toEqual([
      { url: formEndpointPath(form), fields: expect.objectContaining({ ...filled, [tokenFieldName]: "token-1" }) },
    ]);
  });

  it("posts at once when the token is already older than the minimum fill time", async () => {
    render(<CompanyMessageForm />);
    await firstInteraction();
    fillIn();
    await wait(minimumFillMilliseconds);

    await submit();

    expect(endpoint.posts()).toHaveLength(1);
  });

  it("answers a request to confirm by posting again, unseen, with the fresh token once it is old enough", async () => {
    render(<CompanyMessageForm />);
    await firstInteraction();
    fillIn();
    await wait(minimumFillMilliseconds);
    endpoint.answerNextPost({ form, outcome: "confirm", message: "Please press the button once more." });

    await submit();
    expect(endpoint.posts()).toHaveLength(1);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    await wait(minimumFillMilliseconds - 1);
    expect(endpoint.posts()).toHaveLength(1);
    await wait(1);

    expect(endpoint.posts().map((post) => post.fields[tokenFieldName])).toEqual(["token-1", "token-2"]);
    expect(endpoint.tokenRequests()).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent("Sent.");
    expect(screen.queryByText("Please press the button once more.")).toBeNull();
  });

  it("says the connection failed, with the address to write to, and keeps what was typed", async () => {
    render(<CompanyMessageForm />);
    await firstInteraction();
    fillIn();
    await wait(minimumFillMilliseconds);
    endpoint.answerNextPost("connection lost");

    await submit();

    expect(screen.getByRole("alert")).toHaveTextContent(
      `Your message could not be sent (the connection failed). Please try again, or write to ${site.emails.info}.`,
    );
    for (const name of fieldNames) expect(input(name)).toHaveValue(filled[name]);
    expect(screen.getByRole("button")).toHaveTextContent("Send");
  });

  it("empties the fields and reports success once the post is stored", async () => {
    const onSent = vi.fn();
    render(<CompanyMessageForm onSent={onSent} />);
    await firstInteraction();
    fillIn();
    await wait(minimumFillMilliseconds);

    await submit();

    expect(screen.getByRole("status")).toHaveTextContent("Sent.");
    for (const name of fieldNames) expect(input(name)).toHaveValue("");
    expect(onSent).toHaveBeenCalledOnce();
  });

  it("posts where the visit began and, once stored, announces the form for the analytics", async () => {
    sessionStorage.setItem(
      visitStorageKey,
      JSON.stringify({
        landing: "https://site.example/platform?utm_source=newsletter",
        referrer: "https://news.example/",
      }),
    );
    const announced: FormSentDetail[] = [];
    const listener = (event: Event) => announced.push((event as CustomEvent<FormSentDetail>).detail);
    window.addEventListener(formSentEventName, listener);
    render(<CompanyMessageForm />);
    await firstInteraction();
    fillIn();
    await wait(minimumFillMilliseconds);

    await submit();

    expect(endpoint.posts()[0].fields).toMatchObject({
      [visitLandingFieldName]: "https://site.example/platform?utm_source=newsletter",
      [visitReferrerFieldName]: "https://news.example/",
    });
    expect(announced).toEqual([{ form }]);
    window.removeEventListener(formSentEventName, listener);
    sessionStorage.clear();
  });

  it("sends the page it is on as the visit's start when nothing was kept for the visit", async () => {
    render(<CompanyMessageForm />);
    await firstInteraction();
    fillIn();
    await wait(minimumFillMilliseconds);

    await submit();

    expect(endpoint.posts()[0].fields).toMatchObject({
      [visitLandingFieldName]: location.href,
      [visitReferrerFieldName]: document.referrer,
    });
  });

  it("shows the field errors the server found, keeps the values and moves focus to the first invalid field", async () => {
    render(<CompanyMessageForm />);
    await firstInteraction();
    fillIn();
    await wait(minimumFillMilliseconds);
    const emailError = "This address cannot receive mail.";
    endpoint.answerNextPost(invalidReply(filled, { email: [emailError] }));

    await submit();

    expect(input("email")).toHaveAttribute("aria-invalid", "true");
    expect(input("email")).toHaveFocus();
    expect(screen.getByText(emailError)).toBeInTheDocument();
    expect(input("name")).not.toHaveAttribute("aria-invalid");
    for (const name of fieldNames) expect(input(name)).toHaveValue(filled[name]);
  });
});
