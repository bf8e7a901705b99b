type ErrorScreenProps = { status: number; message: string; stack?: string };

/** What a visitor sees when something breaks unexpectedly (docs/product.md#not-found-and-errors). */
export function ErrorScreen({ status, message, stack }: ErrorScreenProps) {
  return (
    <div className="container-page pt-[calc(var(--header-height)+4rem)] pb-24">
      <h1 className="text-3xl font-bold md:text-4xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-xl text-ink-soft">
        <span data-testid="error-status">{status}</span> <span data-testid="error-message">{message}</span>
      </p>
      {stack ? (
        <pre className="mt-6 overflow-x-auto rounded-card bg-surface-soft p-4 text-sm text-ink-soft">{stack}</pre>
      ) : null}
    </div>
  );
}
