/** A thin arrow drawn inline (the site uses no icon fonts); decorative. */
export function ArrowIcon({
  direction = 'right',
  className,
}: {
  direction?: 'left' | 'right';
  className?: string;
}) {
  return (
    <svg
      className={`arrow-icon arrow-icon--${direction} ${className ?? ''}`}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 12h17M14 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="1.25" />
    </svg>
  );
}
