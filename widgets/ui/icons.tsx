import type { ReactNode } from 'react';

/**
 * An outlined inline icon (one stroked path, optional extra shapes), hidden from
 * screen readers: label the control around it instead. Attributes left out here
 * are left out of the markup too.
 */
export function StrokeIcon(props: {
  d: string;
  size: number;
  strokeWidth: string;
  linecap?: 'round';
  linejoin?: 'round';
  className?: string;
  children?: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={props.size}
      height={props.size}
      aria-hidden="true"
      className={props.className}
    >
      <path
        d={props.d}
        fill="none"
        stroke="currentColor"
        strokeWidth={props.strokeWidth}
        strokeLinecap={props.linecap}
        strokeLinejoin={props.linejoin}
      />
      {props.children}
    </svg>
  );
}
