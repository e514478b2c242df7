import type { CSSProperties, HTMLAttributes } from 'react';
import styles from './layout.module.css';
import { classNames } from '../internal/class-names.js';

export type StackGap = 'none' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const GAP_REM: Record<StackGap, string> = { none: '0', xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem' };

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  direction?: 'column' | 'row';
  gap?: StackGap;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
}

export function Stack({ direction = 'column', gap = 'md', align, justify, wrap = false, className, style, ...rest }: StackProps) {
  return (
    <div
      {...rest}
      className={classNames(styles.stack, className)}
      style={{
        flexDirection: direction,
        gap: GAP_REM[gap],
        alignItems: align,
        justifyContent: justify,
        flexWrap: wrap ? 'wrap' : undefined,
        ...style,
      }}
    />
  );
}
