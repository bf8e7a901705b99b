export type PageMeta = {
  /** Shown in the tab and search results; the site name is appended. */
  title: string;
  /** 50 to 160 characters: what a searcher reads under the title. */
  description: string;
};
