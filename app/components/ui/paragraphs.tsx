import { cn } from "~/lib/cn";

/** Running text, one paragraph per string, in the site's reading style. */
export function Paragraphs({ paragraphs, className }: { paragraphs: string[]; className?: string }) {
  return (
    <div className={cn("prose-copy text-lg", className)}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
