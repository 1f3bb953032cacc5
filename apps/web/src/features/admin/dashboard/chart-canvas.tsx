import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { type ReactNode, useEffect, useRef } from 'react';

// Only what the dashboard draws, so the admin chunk carries no unused chart types.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

export const CHART_COLOURS = { brand: '#22a45a', saffron: '#f59e0b', sky: '#0ea5e9', rose: '#f43f5e' };

const prefersDark = () =>
  document.documentElement.classList.contains('dark') ||
  (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches);

/**
 * One chart: a canvas for the eye (hidden from screen readers) and the same numbers as a table for them, so
 * nothing on the dashboard is a picture only.
 */
export function ChartFigure({
  title,
  config,
  table,
  testId,
}: {
  title: string;
  config: ChartConfiguration;
  table: ReactNode;
  testId: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const dark = prefersDark();
    Chart.defaults.color = dark ? '#d6d3d1' : '#44403c';
    Chart.defaults.borderColor = dark ? 'rgba(255,255,255,0.12)' : 'rgba(0,0,0,0.1)';
    const chart = new Chart(canvas.current, {
      ...config,
      options: { responsive: true, maintainAspectRatio: false, animation: false, ...config.options },
    });
    return () => chart.destroy();
  }, [config]);
  return (
    <figure className="rounded-2xl bg-white p-3 dark:bg-stone-900" data-testid={testId}>
      <figcaption className="mb-2 text-sm font-semibold">{title}</figcaption>
      <div className="relative h-56" aria-hidden="true">
        <canvas ref={canvas} />
      </div>
      <div className="sr-only">{table}</div>
    </figure>
  );
}
