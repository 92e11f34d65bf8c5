import './Brand.css';

export interface BrandProps {
  /** `md` for top bars, `sm` for small frames such as embeds. */
  size?: 'sm' | 'md';
  /** `inherit` takes the surrounding text colour (e.g. white on the navy bar). */
  tone?: 'inherit' | 'primary';
}

/** The Trestle mark and wordmark, drawn in one place for every frame of the product. */
export function Brand({ size = 'md', tone = 'inherit' }: BrandProps) {
  return (
    <span className={`tr-brand tr-brand--${size} tr-brand--${tone}`}>
      <span className="tr-brand__logo" aria-hidden="true" />
      Trestle
    </span>
  );
}
