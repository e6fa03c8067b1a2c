import type { Change } from '../../server/http/wire.ts';
import type { ExchangeVersions } from './answer-versions.ts';
import { changesOfMessage } from './change-feed.ts';
import { countOf } from './count-of.ts';

type VersionSwitchProps = {
  versions: ExchangeVersions;
  /** The conversation's changes: each version's that are still on the site are named, so none goes unseen. */
  changes: readonly Change[];
  onShow: (version: number) => void;
};

/** "1 of 2" with previous and next, and for each other version the changes it made that are still on the site. */
export function VersionSwitch({ versions: { shown, all }, changes, onShow }: VersionSwitchProps) {
  const others = all.flatMap((messages, version) => {
    const kept = messages.flatMap((message) => changesOfMessage(changes, message)).filter((change) => change.revertedByChangeId === null);
    return version === shown || kept.length === 0 ? [] : [{ version, kept, key: messages.at(-1)!.id }];
  });
  return (
    <>
      <span className="version-switch">
        <button type="button" className="link" aria-label="Previous version" disabled={shown === 0} onClick={() => onShow(shown - 1)}>
          ‹
        </button>
        <span className="version-count">
          {shown + 1} of {all.length}
        </span>
        <button type="button" className="link" aria-label="Next version" disabled={shown === all.length - 1} onClick={() => onShow(shown + 1)}>
          ›
        </button>
      </span>
      {others.map(({ version, kept, key }) => (
        <span key={key} className="version-note" data-testid="version-note">
          Answer {version + 1} changed {countOf(kept.length, 'thing')}, still on the site.{' '}
          <button type="button" className="link" onClick={() => onShow(version)}>
            Show answer {version + 1}
          </button>
        </span>
      ))}
    </>
  );
}
