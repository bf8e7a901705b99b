import type { ComponentProps, ReactNode } from "react";
import { CircleAlert } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Notice } from "~/forms/form-shell";
import { fieldLimits } from "~/forms/field-limits";
import { honeypotFieldName, tokenFieldName } from "~/forms/form-protocol";
import { type NewsletterList, subscribeFields } from "~/newsletter/newsletter-lists";
import { type ReplyNotice, replyNotice, type SubscribeReply } from "~/newsletter/subscribe-protocol";
import { cn } from "~/lib/cn";
import { pathTo } from "~/lib/site-routes";
import { formEndpointPath, newsletterPaths } from "~/route-table";
import common from "~content/forms/common";
import newsletter from "~content/forms/newsletter";
import subscribeScript from "~/browser/subscribe-form.ts?worker&url";

const copy = newsletter.form;
const formId = "subscribe-form";
const idOf = (name: string) => `${formId}-${name}`;
/** Where the script writes a field's error; the markup and the script both name it `data-error-for`. */
const errorIdOf = (name: string) => `${idOf(name)}-error`;

function FieldError({ name, errors }: { name: string; errors?: string[] }) {
  return (
    <p
      id={errorIdOf(name)}
      data-error-for={name}
      hidden={!errors?.length}
      className="flex items-start gap-1.5 text-sm font-medium text-danger"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span data-error-text="">{errors?.join(" ")}</span>
    </p>
  );
}

/** A checkbox beside its label and what is written under it. */
function CheckboxRow({ children, ...input }: ComponentProps<"input"> & { children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <input type="checkbox" className="mt-1 size-5 shrink-0 accent-[var(--color-brand)]" {...input} />
      {children}
    </div>
  );
}

type Tone = Exclude<ReplyNotice, "alert">;

/** An empty notice the script shows (data-notice names which); hidden until then. */
function ScriptNotice({ tone, alert = false }: { tone: Tone; alert?: boolean }) {
  return (
    <div hidden data-notice={alert ? "alert" : tone}>
      <Notice tone={tone}>
        <span data-notice-text="" />
      </Notice>
    </div>
  );
}

type SubscribeFormProps = {
  /** The page it is on, kept with the consent record. */
  page: string;
  /** Lists ticked before the visitor chooses (what the page is about). */
  defaultLists?: NewsletterList[];
  /** The answer to a post without JavaScript, rendered by the server. */
  reply?: SubscribeReply;
};

/**
 * The subscribe form (docs/decisions/021-newsletter-subscriptions.md). Without JavaScript it posts to
 * the subscribe page, which answers with this form again (errors, values, a fresh token) or the
 * message once sent; with it, app/browser/page.js loads app/browser/subscribe-form.ts (named in
 * `data-form-script`) on the first touch of the form, which posts it to the JSON endpoint and writes
 * the same answers into the same places. Not an island: a page that is only read loads nothing for it.
 */
function SubscribeForm({ page, defaultLists = [], reply }: SubscribeFormProps) {
  const errors = reply?.fieldErrors ?? {};
  const values = reply?.outcome === "sent" ? undefined : reply?.values;
  const chosen = values?.lists ?? defaultLists;
  const messagesId = idOf("messages");
  const invalid = (name: string) => (errors[name]?.length ? true : undefined);
  const shown = reply?.message ? replyNotice(reply.outcome) : undefined;
  return (
    <form
      id={formId}
      method="post"
      action={`${newsletterPaths.subscribe}#${messagesId}`}
      noValidate
      data-endpoint={formEndpointPath("subscribe")}
      data-form-script={subscribeScript}
      data-sending={copy.sending}
      className="grid gap-6"
    >
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={idOf(honeypotFieldName)}>{common.honeypotLabel}</label>
        <input
          id={idOf(honeypotFieldName)}
          type="text"
          name={honeypotFieldName}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={tokenFieldName} value={reply?.token ?? ""} />
      <input type="hidden" name={subscribeFields.page} value={page} />

      <div className="grid gap-2">
        <label htmlFor={idOf("email")} className="text-sm font-semibold text-ink">
          {copy.email.label}
        </label>
        <input
          id={idOf("email")}
          type="email"
          name={subscribeFields.email}
          autoComplete="email"
          required
          maxLength={fieldLimits.email}
          defaultValue={values?.email ?? ""}
          aria-invalid={invalid(subscribeFields.email)}
          aria-describedby={errorIdOf(subscribeFields.email)}
          className={cn(
            "h-12 w-full rounded-lg border bg-surface-raised px-4 text-base text-ink focus-visible:border-brand",
            invalid(subscribeFields.email) ? "border-danger" : "border-muted/70 aria-invalid:border-danger",
          )}
        />
        <FieldError name={subscribeFields.email} errors={errors[subscribeFields.email]} />
      </div>

      <fieldset className="grid gap-3" aria-describedby={errorIdOf(subscribeFields.lists)}>
        <legend className="mb-1 text-sm font-semibold text-ink">{copy.lists.legend}</legend>
        {copy.lists.options.map((option) => (
          <CheckboxRow
            key={option.value}
            id={idOf(`list-${option.value}`)}
            name={subscribeFields.lists}
            value={option.value}
            defaultChecked={chosen.includes(option.value)}
            aria-describedby={idOf(`list-${option.value}-hint`)}
          >
            <div>
              <label htmlFor={idOf(`list-${option.value}`)} className="font-medium text-ink">
                {option.label}
              </label>
              <p id={idOf(`list-${option.value}-hint`)} className="text-sm text-muted">
                {option.hint}
              </p>
            </div>
          </CheckboxRow>
        ))}
        <FieldError name={subscribeFields.lists} errors={errors[subscribeFields.lists]} />
      </fieldset>

      <div className="grid gap-4 md:grid-cols-[1fr_auto] md:items-start">
        <div className="grid gap-2">
          <CheckboxRow
            id={idOf("consent")}
            name={subscribeFields.consent}
            value="yes"
            required
            defaultChecked={values?.consent ?? false}
            aria-invalid={invalid(subscribeFields.consent)}
            aria-describedby={errorIdOf(subscribeFields.consent)}
          >
            <div className="grid gap-1 text-sm leading-relaxed">
              <label htmlFor={idOf("consent")} className="text-ink">
                {copy.consent.label}
              </label>
              <a href={pathTo("privacy")} className="w-fit font-medium text-brand-strong underline underline-offset-4">
                {copy.consent.privacyLink}
              </a>
            </div>
          </CheckboxRow>
          <FieldError name={subscribeFields.consent} errors={errors[subscribeFields.consent]} />
        </div>
        <Button type="submit" className="aria-disabled:cursor-wait aria-disabled:opacity-60">
          {copy.submit}
        </Button>
      </div>

      {/* Both live regions stay in the page, empty, so that what appears in them is announced. The
            script fills in the hidden notices, which the server draws so that the page's stylesheet keeps their look. */}
      <div id={messagesId}>
        <div role="status">
          {shown && shown !== "alert" ? <Notice tone={shown}>{reply?.message}</Notice> : null}
          <ScriptNotice tone="success" />
          <ScriptNotice tone="info" />
          <ScriptNotice tone="danger" />
        </div>
        <div role="alert">
          {shown === "alert" ? <Notice tone="danger">{reply?.message}</Notice> : null}
          <ScriptNotice tone="danger" alert />
        </div>
      </div>
    </form>
  );
}

/** The id of the card's heading, which names the section around it. */
export const subscribeHeadingId = idOf("heading");

/** The form in a card under its heading, as a block of its own on a page. */
export function SubscribeCard({
  headingLevel = 2,
  className,
  ...form
}: SubscribeFormProps & { headingLevel?: 2 | 3; className?: string }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card tone="raised" padding="none" className={cn("p-6 md:p-10", className)}>
      <Heading id={subscribeHeadingId} className="text-2xl font-bold tracking-tight text-ink">
        {copy.heading}
      </Heading>
      <p className="mt-2 mb-6 max-w-2xl leading-relaxed text-muted">{copy.intro}</p>
      <SubscribeForm {...form} />
    </Card>
  );
}
