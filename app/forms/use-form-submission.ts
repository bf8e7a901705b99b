import type * as React from "react";
import { useCallback, useEffect, useRef, useState } from "react";
import { site } from "~/config/site";
import { useClientValue } from "~/lib/use-client-value";
import { formEndpointPath } from "~/route-table";
import { localCalendarDate } from "./calendar-date";
import {
  type FieldErrors,
  fieldErrorsOf,
  type FormReply,
  type FormSentDetail,
  formSentEventName,
  intentFieldName,
  minimumFillMilliseconds,
  submittedValuesOf,
  tokenFieldName,
  visitLandingFieldName,
  visitReferrerFieldName,
  visitStorageKey,
} from "./form-protocol";
import type { FormName } from "./submission-service";
import type * as validateForm from "./validate-form";

/**
 * The browser half of a form, kept small because it ships with the page: the
 * schema and conform's submission helpers (./validate-form) load on the first
 * interaction, sonner only when a toast is due. Without JavaScript none of this
 * runs and the same `<form method="post">` reaches the same action.
 */
type Validator = typeof validateForm;
let validatorModule: Promise<Validator> | undefined;
const loadValidator = () =>
  (validatorModule ??= import("./validate-form").catch((error: unknown) => {
    validatorModule = undefined;
    throw error;
  }));

type Token = { value: string; receivedAt: number };

export type FormSubmissionOptions = {
  form: FormName;
  /** The page whose action receives the post when JavaScript is not running. */
  action: string;
  /** The answer the page was rendered with, after a post without JavaScript. */
  serverReply?: FormReply;
  /** What the fields hold when empty (e.g. the contact form's default inquiry type). */
  initialValues?: Record<string, string>;
  /** Called when the request starts (e.g. to load the toast code before it is needed). */
  onSending?: () => void;
  onSent?: () => void;
};

export type FormSubmission = ReturnType<typeof useFormSubmission>;

const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, milliseconds)));

/** Posts to the form's JSON endpoint; a lost connection or an answer that is not the action's becomes a refusal to show. */
async function postToEndpoint(form: FormName, body: FormData | URLSearchParams): Promise<FormReply> {
  const unreachable = (detail: string): FormReply => ({
    form,
    outcome: "refused",
    message: `Your message could not be sent (${detail}). Please try again, or write to ${site.emails.info}.`,
  });
  let response: Response;
  try {
    response = await fetch(formEndpointPath(form), { method: "POST", body, headers: { Accept: "application/json" } });
  } catch {
    return unreachable("the connection failed");
  }
  const reply = (await response.json().catch(() => null)) as FormReply | null;
  return reply?.form === form ? reply : unreachable(`the server answered ${response.status}`);
}

/** The visit's first page and its referrer (kept by app/browser/page.js), or this page's when storage is off. */
function visitStart(): { landing: string; referrer: string } {
  try {
    const stored = JSON.parse(sessionStorage.getItem(visitStorageKey) ?? "null") as Record<string, unknown> | null;
    if (typeof stored?.landing === "string") {
      return { landing: stored.landing, referrer: typeof stored.referrer === "string" ? stored.referrer : "" };
    }
  } catch {
    // Storage switched off, or not ours to read.
  }
  return { landing: location.href, referrer: document.referrer };
}

/** The post's body: the form's fields and where the visit began, for the lead context. */
function postedData(element: HTMLFormElement): FormData {
  const data = new FormData(element);
  const { landing, referrer } = visitStart();
  data.set(visitLandingFieldName, landing);
  data.set(visitReferrerFieldName, referrer);
  return data;
}

/** Empties every field the visitor can edit, selects included. */
function clearFields(form: HTMLFormElement, initialValues: Record<string, string>) {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === "hidden") continue;
    if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ) {
      element.value = initialValues[element.name] ?? "";
    }
  }
}

export function useFormSubmission({
  form,
  action,
  serverReply,
  initialValues = {},
  onSending,
  onSent,
}: FormSubmissionOptions) {
  const formRef = useRef<HTMLFormElement>(null);

  const hydrated = useClientValue(() => true) ?? false;
  const [reply, setReply] = useState<FormReply | undefined>(serverReply);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [cleared, setCleared] = useState(false);

  const busyRef = useRef(false);
  const revalidateRef = useRef(Boolean(serverReply?.result?.error));
  const tokenRef = useRef<Token | null>(null);
  const tokenRequest = useRef<Promise<void> | null>(null);
  const callbacks = useRef({ onSending, onSent, initialValues });
  useEffect(() => {
    callbacks.current = { onSending, onSent, initialValues };
  });

  const rememberToken = useCallback((value: string | null | undefined) => {
    if (value) tokenRef.current = { value, receivedAt: performance.now() };
  }, []);

  // Once, after hydration: the token of the reply the page was rendered with; later ones come with each answer.
  const initialToken = useRef(serverReply?.token);
  useEffect(() => rememberToken(initialToken.current), [rememberToken]);

  /**
   * First interaction: fetch the schema and a fill-time token while the visitor types.
   * Without a token (a lost connection) the server asks once more and the post is repeated unseen.
   */
  const prepare = useCallback(() => {
    void loadValidator().catch(() => undefined);
    if (tokenRef.current || tokenRequest.current) return;
    tokenRequest.current = postToEndpoint(form, new URLSearchParams({ [intentFieldName]: "token" }))
      .then((answer) => rememberToken(answer.token))
      .finally(() => {
        tokenRequest.current = null;
      });
  }, [form, rememberToken]);

  const obtainToken = useCallback(async (): Promise<Token | null> => {
    if (!tokenRef.current) {
      prepare();
      await Promise.race([tokenRequest.current, wait(5_000)]);
    }
    return tokenRef.current;
  }, [prepare]);

  /** Posts with a token at least the minimum fill time old; a token that expired meanwhile is replaced once, unseen. */
  const post = useCallback(
    async (formData: FormData): Promise<FormReply> => {
      let answer: FormReply | undefined;
      for (let attempt = 0; attempt < 2 && (!answer || answer.outcome === "confirm"); attempt += 1) {
        const token = await obtainToken();
        if (token) {
          await wait(token.receivedAt + minimumFillMilliseconds - performance.now());
          formData.set(tokenFieldName, token.value);
        }
        tokenRef.current = null;
        answer = await postToEndpoint(form, formData);
        rememberToken(answer.token);
      }
      return answer as FormReply;
    },
    [form, obtainToken, rememberToken],
  );

  const validate = useCallback(
    async (element: HTMLFormElement): Promise<FieldErrors | null> => {
      try {
        const { validateForm } = await loadValidator();
        const validation = validateForm(form, new FormData(element), { earliestDate: localCalendarDate() });
        return validation.ok ? null : fieldErrorsOf({ form, outcome: "invalid", result: validation.result });
      } catch {
        // The schema could not be loaded (offline, a new deployment): the server validates the post anyway.
        return null;
      }
    },
    [form],
  );

  const onSubmit = useCallback(
    async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busyRef.current) return;
      busyRef.current = true;
      const element = event.currentTarget;
      const errors = await validate(element);
      if (errors) {
        busyRef.current = false;
        revalidateRef.current = true;
        setClientErrors(errors);
        setReply(undefined);
        setFocusRequest((count) => count + 1);
        return;
      }
      setClientErrors(null);
      setBusy(true);
      callbacks.current.onSending?.();
      const data = postedData(element);
      const answer = await post(data);
      busyRef.current = false;
      setBusy(false);
      setReply(answer);
      if (answer.outcome === "invalid") {
        revalidateRef.current = true;
        setFocusRequest((count) => count + 1);
      }
      if (answer.outcome === "sent") {
        const inquiryType = data.get("inquiryType");
        const detail: FormSentDetail = typeof inquiryType === "string" ? { form, inquiryType } : { form };
        // For the analytics, when they run (app/browser/analytics.ts); nothing listens otherwise.
        window.dispatchEvent(new CustomEvent(formSentEventName, { detail }));
        revalidateRef.current = false;
        clearFields(element, callbacks.current.initialValues);
        setCleared(true);
        callbacks.current.onSent?.();
      }
    },
    [form, post, validate],
  );

  /** After a failed submit, errors follow the visitor's corrections as they type. */
  const onInput = useCallback(
    async (event: React.FormEvent<HTMLFormElement>) => {
      if (!revalidateRef.current || busyRef.current) return;
      const errors = await validate(event.currentTarget);
      setClientErrors(errors ?? {});
    },
    [validate],
  );

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const values = cleared ? {} : submittedValuesOf(serverReply);
  return {
    form,
    formProps: {
      ref: formRef,
      method: "post" as const,
      encType: "multipart/form-data" as const,
      // Without JavaScript the browser's own checks run first; with it, the schema's messages show inline.
      noValidate: hydrated,
      onSubmit,
      onInput,
      onFocus: prepare,
      onPointerDown: prepare,
    },
    action,
    /** The value a field starts with: what was posted when the server answered with errors. */
    defaultValue: (name: string) => values[name] ?? initialValues[name] ?? "",
    errors: clientErrors ?? fieldErrorsOf(reply),
    reply: clientErrors ? undefined : reply,
    /** The reply came with the page (a post without JavaScript), not from a request made here. */
    renderedByServer: reply !== undefined && reply === serverReply,
    clientErrorCount: clientErrors ? Object.keys(clientErrors).length : 0,
    busy,
    hydrated,
  };
}
