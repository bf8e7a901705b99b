import { MemberAvatar } from "~/components/team/member-avatar";
import type { Author } from "~/lib/insights-articles";

/** An article's authors: portrait, name (a link to their card on the team page) and role. */
export function AuthorCards({ authors, labelledBy }: { authors: Author[]; labelledBy: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="space-y-4">
      {authors.map((author, index) => (
        <li key={author.slug} className="flex items-center gap-4">
          <MemberAvatar name={author.name} photo={author.photo} size={56} toneIndex={index} />
          <div>
            <a
              href={author.href}
              className="font-semibold text-ink underline-offset-4 hover:text-brand-strong hover:underline"
            >
              {author.name}
            </a>
            <p className="text-sm text-muted">{author.title}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
