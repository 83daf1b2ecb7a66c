interface TextListProps {
  /** The texts, each shown as it is (the texts of one list differ: each is its own key). */
  items: readonly string[];
  /** A numbered list (steps, chapters) instead of bullets. */
  ordered?: boolean;
  className?: string;
  /** The list's accessible name, where no heading names it. */
  label?: string;
}

/** A list of plain texts: benefits, events of a year, a white paper's chapters. */
export function TextList({ items, ordered = false, className, label }: TextListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}
