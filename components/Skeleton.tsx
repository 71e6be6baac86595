export interface SkeletonProps {
  /** Placeholder panels to draw, each with this many text lines. */
  panels: number[];
}

/** Grey placeholders that hold the space panels will take, so nothing jumps when data arrives. */
export function Skeleton({ panels }: SkeletonProps) {
  return (
    <div aria-hidden="true">
      {panels.map((lines, i) => (
        <div class="panel" key={i}>
          <span class="skeleton heading" />
          {Array.from({ length: lines }, (_, j) => (
            <span class={`skeleton${j === lines - 1 ? ' short' : ''}`} key={j} />
          ))}
        </div>
      ))}
    </div>
  );
}
