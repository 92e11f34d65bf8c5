import { POST_CATEGORIES, POST_CATEGORY_LABELS, type PostCategory } from '@trestle/core';
import page from '../Page.module.css';

export interface CategoryChipsProps {
  selected: readonly PostCategory[];
  onChange: (selected: PostCategory[]) => void;
}

/** Toggle chips for the post categories; none selected means all of them. */
export function CategoryChips({ selected, onChange }: CategoryChipsProps) {
  function toggle(category: PostCategory) {
    onChange(
      selected.includes(category)
        ? selected.filter((value) => value !== category)
        : POST_CATEGORIES.filter((value) => value === category || selected.includes(value)),
    );
  }
  return (
    <div className={page.chips} role="group" aria-label="Categories">
      <button
        type="button"
        className={page.chip}
        aria-pressed={selected.length === 0}
        onClick={() => onChange([])}
      >
        All
      </button>
      {POST_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          className={page.chip}
          aria-pressed={selected.includes(category)}
          onClick={() => toggle(category)}
        >
          {POST_CATEGORY_LABELS[category]}
        </button>
      ))}
    </div>
  );
}
