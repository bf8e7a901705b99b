import reportMissingPathScript from "~/browser/report-missing-path.js?url";
import { ButtonLink } from "~/components/ui/button";

/** The not-found page (docs/product.md#not-found-and-errors), which also tells the console which path was missing. */
export function NotFound() {
  return (
    <div className="container-page flex min-h-[70vh] flex-col items-center justify-center pt-(--header-height) pb-16 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-brand-strong md:text-8xl">404</p>
      <h1 className="mt-4 text-3xl font-bold md:text-4xl">Page Not Found</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">
        The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.
      </p>
      <ButtonLink href="/" className="mt-8">
        Return to Home
      </ButtonLink>
      <script type="module" src={reportMissingPathScript} />
    </div>
  );
}
