// Shimmer placeholder blocks shown while content loads; aria-busy on the wrapper tells assistive technology.
import './shimmer.css';

export function Shimmer({ lines = 3, label }: { lines?: number; label: string }) {
  return (
    <div className="shimmer" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="shimmer__line" />
      ))}
    </div>
  );
}
