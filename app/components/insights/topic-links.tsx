import { cn } from "~/lib/cn";
import { insightsPath, type Topic } from "~/lib/insights-articles";

/** Links to topic pages as pills; the topic of the page itself is marked as the current page. */
export function TopicLinks({
  topics,
  current,
  labelledBy,
  className,
}: {
  topics: Topic[];
  current?: string;
  labelledBy: string;
  className?: string;
}) {
  return (
    <ul aria-labelledby={labelledBy} className={cn("flex flex-wrap gap-2", className)}>
      {topics.map((topic) => (
        <li key={topic.slug}>
          <a
            href={insightsPath.topic(topic.slug)}
            aria-current={topic.slug === current ? "page" : undefined}
            className="inline-flex min-h-10 items-center rounded-full border border-line bg-surface-raised px-4 text-sm font-medium text-ink-soft transition-colors hover:border-brand hover:text-brand-strong aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-on-fill"
          >
            {topic.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Every topic that has articles, under a label: how a reader narrows a list of articles. */
export function TopicNav({ label, topics, current }: { label: string; topics: Topic[]; current?: string }) {
  const labelId = "topic-nav-label";
  return (
    <nav aria-labelledby={labelId}>
      <p id={labelId} className="text-sm font-semibold text-ink">
        {label}
      </p>
      <TopicLinks topics={topics} current={current} labelledBy={labelId} className="mt-3" />
    </nav>
  );
}
