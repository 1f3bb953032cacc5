import { lazy, Suspense, useCallback, useState } from 'react';
import { useFormat } from '../../../shared/format/use-format.js';
import { useMapToken } from '../../location/index.js';
import { useOnlineRiderPositions } from './people-api.js';
import { usePeopleText } from './people-texts.js';

const OnlineRidersMap = lazy(() =>
  import('./online-riders-map.js').then((module) => ({ default: module.OnlineRidersMap })),
);

const cell = 'border-t border-stone-200 p-2 dark:border-stone-800';

/** "Riders online now": each online rider's last position on a map, and the same as a table (issue 14 §6). */
export function OnlineRiders() {
  const text = usePeopleText();
  const format = useFormat();
  const positions = useOnlineRiderPositions();
  const token = useMapToken();
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);
  const riders = positions.data ?? [];
  return (
    <section className="mb-4 space-y-2" data-testid="online-riders" aria-labelledby="online-riders-title">
      <h2 id="online-riders-title" className="font-semibold">
        {text('riders.live.title')}
      </h2>
      <p className="text-sm text-stone-600 dark:text-stone-400">{text('riders.live.intro')}</p>
      {positions.data && riders.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-sm dark:bg-stone-900">{text('riders.live.none')}</p>
      ) : null}
      {riders.length > 0 ? (
        <>
          <section
            className="h-64 overflow-hidden rounded-2xl bg-stone-200 dark:bg-stone-800"
            aria-label={text('riders.live.mapLabel')}
          >
            {token.data && !tilesFailed ? (
              <Suspense fallback={null}>
                <OnlineRidersMap
                  tileUrl={token.data.tileUrl}
                  attribution={token.data.attribution}
                  riders={riders}
                  onTilesFailed={onTilesFailed}
                />
              </Suspense>
            ) : token.isError || tilesFailed ? (
              <p className="p-4 text-sm" role="status">
                {text('riders.live.mapFailed')}
              </p>
            ) : null}
          </section>
          <section
            aria-label={text('riders.live.title')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls sideways; the keyboard must reach it to scroll (axe scrollable-region-focusable, issue 32)
            tabIndex={0}
            className="overflow-x-auto rounded-2xl bg-white focus-visible:outline-2 focus-visible:outline-brand-500 dark:bg-stone-900"
          >
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-stone-600 dark:text-stone-400">
                <tr>
                  <th scope="col" className="p-2">
                    {text('riders.live.rider')}
                  </th>
                  <th scope="col" className="p-2">
                    {text('riders.live.seen')}
                  </th>
                  <th scope="col" className="p-2">
                    {text('riders.live.order')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {riders.map((rider) => (
                  <tr key={rider.riderId} data-testid="online-rider">
                    <th scope="row" className={`${cell} font-medium`}>
                      {rider.name}
                    </th>
                    <td className={cell}>
                      <time dateTime={rider.at}>{format.dateTime(rider.at)}</time>
                    </td>
                    <td className={cell}>
                      {rider.orderId
                        ? text('riders.live.carrying', { id: rider.orderId.slice(-8) })
                        : text('riders.live.free')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      ) : null}
    </section>
  );
}
